import type { Plugin } from 'vite'

/** What the walk reads of one module of the build's graph (Rollup's and Rolldown's `ModuleInfo`). */
export interface GraphModule {
  code: string | null
  importedIds: readonly string[]
  dynamicallyImportedIds: readonly string[]
  isEntry: boolean
}

export interface ShellChunkOptions {
  /** the modules the signed-in shell mounts on every page: its layout and the parts it loads right after */
  roots: RegExp
  /** the pages a signed-out visitor can open (their route modules) */
  guestPages: RegExp
}

/** A page's component as TanStack Router's code splitting names it: `routes/x.tsx?tsr-split=component`. */
const ROUTE_SPLIT = /\?tsr-split=/
const NAMESPACE_IMPORT = /import \* as (\w+) from ["']([^"']+)["'];?/g
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g
const PACKAGE_OF = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/

/**
 * A namespace barrel (radix-ui's index: `import * as Dialog from "@radix-ui/react-dialog"` for each package, then
 * one `export { ... }`) links every importer to every package it names, though tree shaking keeps only those the
 * importer asks for by name. The walk follows those instead, or every page would seem to need all of Radix.
 */
function barrels(module: (id: string) => GraphModule | null) {
  const exportsOf = new Map<string, Map<string, string>>() // barrel id -> exported name -> module id
  const namesIn = (id: string) => {
    let names = exportsOf.get(id)
    if (names) return names
    names = new Map()
    exportsOf.set(id, names)
    const info = module(id)
    const code = info?.code ?? ''
    const rest = code.replace(NAMESPACE_IMPORT, '').replace(/export\s*\{[^}]*\};?/g, '')
    if (rest.replace(/\/\/.*$/gm, '').trim()) return names // code of its own: not a barrel
    for (const [, name, specifier] of code.matchAll(NAMESPACE_IMPORT)) {
      const target = info?.importedIds.find((to) => PACKAGE_OF.exec(to)?.[1].replace('\\', '/') === specifier)
      if (target) names.set(name, target)
    }
    return names
  }
  /** What `importer` really takes through `imported`: the barrel plus the packages it names, or just `imported`. */
  const through = (importer: string, imported: string): string[] => {
    const names = namesIn(imported)
    if (names.size === 0) return [imported]
    const specifier = PACKAGE_OF.exec(imported)?.[1].replace('\\', '/')
    const wanted: string[] = []
    for (const [, list, from] of module(importer)?.code?.matchAll(NAMED_IMPORT) ?? []) {
      if (from !== specifier) continue
      for (const part of list.split(',')) {
        const target = names.get(part.trim().split(/\s+as\s+/)[0])
        if (target) wanted.push(target)
      }
    }
    return [imported, ...wanted]
  }
  return { isBarrel: (id: string) => namesIn(id).size > 0, through }
}

function reach(start: Iterable<string>, next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set(start)
  for (const id of seen) for (const other of next(id)) seen.add(other)
  return seen
}

/**
 * The modules of the signed-in shell's chunk: what the roots import statically, less what a signed-out visitor
 * may need (what the entry reaches, statically or through the guest pages and other lazy parts, without entering
 * a signed-in page or a root). Those stay where the automatic split puts them, so /login never loads the shell.
 */
export function shellModules(
  ids: readonly string[],
  module: (id: string) => GraphModule | null,
  { roots, guestPages }: ShellChunkOptions,
): Set<string> {
  const { isBarrel, through } = barrels(module)
  // a barrel's own links are replaced by what each importer takes through it
  const imports = (id: string) =>
    isBarrel(id) ? [] : (module(id)?.importedIds ?? []).flatMap((to) => through(id, to))
  const lazyGuestParts = (id: string) =>
    (module(id)?.dynamicallyImportedIds ?? []).filter(
      (to) => !roots.test(to) && (!ROUTE_SPLIT.test(to) || guestPages.test(to)),
    )
  const signedOut = reach(
    ids.filter((id) => module(id)?.isEntry),
    (id) => [...imports(id), ...lazyGuestParts(id)],
  )
  const shell = reach(
    ids.filter((id) => roots.test(id)),
    imports,
  )
  for (const id of signedOut) shell.delete(id)
  return shell
}

/**
 * Puts the signed-in shell's code in one chunk instead of the dozens of small shared chunks the automatic split
 * made of it: each script costs the main thread about 2 ms whatever its size (its request and its compile), and a
 * signed-in page fetched 70 (docs/benchmarks.md, "Fewer chunks for the signed-in shell").
 * `test` is for a `codeSplitting` group; the set is worked out once the module graph is complete.
 */
export function shellChunk(options: ShellChunkOptions) {
  let shell = new Set<string>()
  const plugin: Plugin = {
    name: 'tessera:shell-chunk',
    apply: 'build',
    buildEnd() {
      shell = shellModules([...this.getModuleIds()], (id) => this.getModuleInfo(id), options)
    },
  }
  return { plugin, test: (id: string) => shell.has(id) }
}

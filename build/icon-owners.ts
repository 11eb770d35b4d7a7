import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

// `import Mail from 'lucide-react/icons/mail'`, one a line (the lint's no-restricted-imports keeps icons off the
// main entry): the capture is the icon's file name
const ICON_IMPORT = /^import\s+\w+\s+from\s+['"]lucide-react\/icons\/([\w-]+)['"]/gm
const ICON_ENTRY = /['"]lucide-react\/icons\/[\w-]+['"]/g

type Exports = Record<string, { default?: string } | string>

/** lucide's exports map (package.json): where its public entries lead. */
function lucideExports(root: string): Exports {
  const manifest = JSON.parse(readFileSync(join(root, 'node_modules/lucide-react/package.json'), 'utf8')) as {
    exports: Exports
  }
  return manifest.exports
}

const target = (entry: Exports[string] | undefined) => (typeof entry === 'string' ? entry : entry?.default)

/**
 * An icon's module, as lucide's public per-icon entry (`lucide-react/icons/<name>`) names it in its exports map;
 * the capture is the icon's file name (`mail`). Read from the map, so a new folder layout follows.
 */
export function lucideIconFile(root: string): RegExp {
  const file = target(lucideExports(root)['./icons/*'])
  if (!file?.includes('*'))
    throw new Error("lucide-react no longer exports './icons/*': see build/icon-owners.ts")
  const [before, after] = file
    .replace(/^\.\//, '')
    .split('*')
    .map((part) => part.replace(/[.\\]/g, (c) => `\\${c}`).replaceAll('/', '[\\\\/]'))
  return new RegExp(`node_modules[\\\\/]lucide-react[\\\\/]${before}([\\w-]+)${after}$`)
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/**
 * Who draws each icon: lucide's module file name (`mail`) -> the source files (`src/...`, with forward slashes)
 * that import it from its per-icon entry. Read from every file under `src` but tests; the build groups the icons
 * by it (vite.config.ts).
 */
export function iconUsers(root: string): Map<string, Set<string>> {
  const users = new Map<string, Set<string>>()
  for (const path of sourceFiles(join(root, 'src'))) {
    const source = relative(root, path).replaceAll('\\', '/')
    for (const [, file] of readFileSync(path, 'utf8').matchAll(ICON_IMPORT)) {
      if (!users.has(file)) users.set(file, new Set())
      users.get(file)!.add(source)
    }
  }
  return users
}

/**
 * Source files that name a per-icon entry more often than they import one the way iconUsers reads (`import { default
 * as Mail } from …`, an `import()`): an icon drawn only so would land in the first load's group unseen.
 */
export function unreadIconImports(root: string): string[] {
  return sourceFiles(join(root, 'src'))
    .filter((path) => {
      const text = readFileSync(path, 'utf8')
      return [...text.matchAll(ICON_ENTRY)].length !== [...text.matchAll(ICON_IMPORT)].length
    })
    .map((path) => relative(root, path).replaceAll('\\', '/'))
}

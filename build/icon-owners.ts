import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const NAMED_IMPORT = /import\s*(type\s*)?\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g
const BARREL_LINE = /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g

type Exports = Record<string, { import?: string; default?: string } | string>

/** lucide's exports map (package.json): where its public entries lead. */
function lucideExports(root: string): Exports {
  const manifest = JSON.parse(readFileSync(join(root, 'node_modules/lucide-react/package.json'), 'utf8')) as {
    exports: Exports
  }
  return manifest.exports
}

const target = (entry: Exports[string] | undefined, condition: 'import' | 'default') =>
  typeof entry === 'string' ? entry : entry?.[condition]

/**
 * An icon's module, as lucide's public per-icon entry (`lucide-react/icons/<name>`) names it in its exports map;
 * the capture is the icon's file name (`mail`). Read from the map, so a new folder layout follows.
 */
export function lucideIconFile(root: string): RegExp {
  const file = target(lucideExports(root)['./icons/*'], 'default')
  if (!file?.includes('*'))
    throw new Error("lucide-react no longer exports './icons/*': see build/icon-owners.ts")
  const [before, after] = file
    .replace(/^\.\//, '')
    .split('*')
    .map((part) => part.replace(/[.\\]/g, (c) => `\\${c}`).replaceAll('/', '[\\\\/]'))
  return new RegExp(`node_modules[\\\\/]lucide-react[\\\\/]${before}([\\w-]+)${after}$`)
}

/**
 * lucide's main entry: every name an icon goes by (`Mail`, `MailIcon`, `LucideMail`, and old names such as
 * `TriangleAlert`) -> its module's file name. The one thing read from inside lucide's files: the old names are
 * aliases that only the main entry resolves (build/vendor-groups.test.ts checks it still reads).
 */
export function iconFiles(root: string): Map<string, string> {
  const entry = target(lucideExports(root)['.'], 'import')
  if (!entry) throw new Error('lucide-react has no ESM main entry: see build/icon-owners.ts')
  const barrel = readFileSync(join(root, 'node_modules/lucide-react', entry), 'utf8')
  const files = new Map<string, string>()
  for (const [, names, file] of barrel.matchAll(BARREL_LINE))
    for (const name of names.split(',')) files.set(name.trim().replace(/^default as /, ''), file)
  return files
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
 * that import it by name from 'lucide-react'. Read from every file under `src` but tests; the build groups the
 * icons by it (vite.config.ts).
 */
export function iconUsers(root: string): Map<string, Set<string>> {
  const files = iconFiles(root)
  const users = new Map<string, Set<string>>()
  for (const path of sourceFiles(join(root, 'src'))) {
    const source = relative(root, path).replaceAll('\\', '/')
    for (const [, typeOnly, names] of readFileSync(path, 'utf8').matchAll(NAMED_IMPORT)) {
      if (typeOnly) continue
      for (const part of names.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]
        const file = name.startsWith('type ') ? undefined : files.get(name)
        if (!file) continue
        if (!users.has(file)) users.set(file, new Set())
        users.get(file)!.add(source)
      }
    }
  }
  return users
}

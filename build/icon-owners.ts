import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const NAMED_IMPORT = /import\s*(type\s*)?\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g
const BARREL_LINE = /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g

/** lucide's barrel: every name an icon goes by (`Mail`, `MailIcon`, `LucideMail`) -> its module's file name. */
function iconFiles(root: string): Map<string, string> {
  const barrel = readFileSync(join(root, 'node_modules/lucide-react/dist/esm/lucide-react.mjs'), 'utf8')
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

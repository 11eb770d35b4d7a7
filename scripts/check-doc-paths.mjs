#!/usr/bin/env node
// Fails when README.md, CONTRIBUTING.md or a page of docs/ names a repository path that does not exist, so the
// docs cannot quietly fall behind a rename. What counts as a path, the placeholders and the example marker:
// docs/testing.md, "Docs that name files". No dependencies: it runs in the lint step.
//
//   node scripts/check-doc-paths.mjs         check, print each missing path, exit 1 if there is one
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, posix, relative, resolve, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

// `<!-- example -->` (or `<!-- example: why -->`): the paths up to the next heading or `<!-- /example -->` are
// made up. `<!-- also-in: folder/ -->`: up to the next heading or `<!-- /also-in -->`, a path may also be in that
// folder (the starter kit's tree is this one plus scripts/starter/files/).
const EXAMPLE_START = /<!--\s*example\b.*?-->/
const ALSO_IN_START = /<!--\s*also-in:\s*(\S+?)\/?\s*-->/
const BLOCK_END = /<!--\s*\/(example|also-in)\s*-->/
const HEADING = /^#{1,6}\s/
const FENCE = /^\s*(```|~~~)/

/** The Markdown files whose paths are checked, relative to `root`. */
export function docFiles(root) {
  const files = ['README.md', 'CONTRIBUTING.md'].filter((file) => existsSync(join(root, file)))
  const docs = join(root, 'docs')
  if (existsSync(docs))
    for (const name of readdirSync(docs).toSorted()) if (name.endsWith('.md')) files.push(`docs/${name}`)
  return files
}

/**
 * The top-level folders a path must start with to be checked: the repository's own, less what .gitignore keeps
 * out of it (dist/, node_modules/), which a fresh clone has not built yet.
 */
function topFolders(root) {
  const ignored = new Set()
  const gitignore = join(root, '.gitignore')
  if (existsSync(gitignore))
    for (const line of readFileSync(gitignore, 'utf8').split('\n')) {
      const name = line.trim().replace(/^\/|\/$/g, '')
      if (name && !name.startsWith('#') && !/[*?[]/.test(name)) ignored.add(name)
    }
  ignored.add('.git')
  return new Set(
    readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !ignored.has(entry.name))
      .map((entry) => entry.name),
  )
}

/** A glob or placeholder segment as a regular expression: `*`, `{a,b}`, `<name>`, `…`. */
function segmentPattern(segment) {
  let source = ''
  for (let i = 0; i < segment.length; i++) {
    const char = segment[i]
    if (char === '*') source += '[^/]*'
    else if (char === '…') source += '.*'
    else if (char === '<') {
      const end = segment.indexOf('>', i)
      source += '[^/]+'
      i = end === -1 ? segment.length : end
    } else if (char === '(' && segment.indexOf(')', i) !== -1) {
      // `ts(x)`: an optional part
      const end = segment.indexOf(')', i)
      source += `(?:${segment.slice(i + 1, end).replace(/[.+?^$()|[\]\\]/g, '\\$&')})?`
      i = end
    } else if (char === '{') {
      const end = segment.indexOf('}', i)
      const options = segment.slice(i + 1, end === -1 ? undefined : end).split(',')
      source += `(?:${options.map((option) => option.replace(/[.+?^$()|[\]\\]/g, '\\$&')).join('|')})`
      i = end === -1 ? segment.length : end
    } else source += char.replace(/[.+?^$()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${source}$`)
}

const isPattern = (segment) => /[*<{…(]/.test(segment)

/** Whether `segments` (with globs or placeholders) name at least one existing file or folder under `dir`. */
function matches(dir, segments) {
  if (segments.length === 0) return true
  const [segment, ...rest] = segments
  if (segment === '**') return matches(dir, rest) || subfolders(dir).some((sub) => matches(sub, segments))
  if (!isPattern(segment)) {
    const next = join(dir, segment)
    // a module specifier (`backend/runtimes/in-page`) names a file without its extension
    if (!existsSync(next)) return rest.length === 0 && MODULE_EXTENSIONS.some((ext) => existsSync(next + ext))
    return rest.length === 0 || (statSync(next).isDirectory() && matches(next, rest))
  }
  if (!isDirectory(dir)) return false
  const pattern = segmentPattern(segment)
  return readdirSync(dir)
    .filter((name) => pattern.test(name))
    .some((name) => matches(join(dir, name), rest))
}

const MODULE_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js']
const isDirectory = (path) => existsSync(path) && statSync(path).isDirectory()
const subfolders = (dir) =>
  isDirectory(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(dir, entry.name))
    : []

/** The slugs GitHub gives a page's headings (`## Adding a page` is `#adding-a-page`), with -1, -2 for repeats. */
function headingSlugs(text) {
  const slugs = new Set()
  const seen = new Map()
  let fenced = false
  for (const line of text.split('\n')) {
    if (FENCE.test(line)) fenced = !fenced
    if (fenced || !HEADING.test(line)) continue
    const base = line
      .replace(/^#+\s+/, '')
      .replace(/\s+#+\s*$/, '')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    slugs.add(count === 0 ? base : `${base}-${count}`)
  }
  return slugs
}

/** Trims what prose puts around a path in a command or a sentence: quotes, brackets, end punctuation. */
function trimToken(token) {
  let trimmed = token.replace(/^["'(]+/, '').replace(/["',.:;]+$/, '')
  // a closing bracket ends the path unless the path opened it (`*.test.ts(x)`)
  while (trimmed.endsWith(')') && trimmed.split(')').length > trimmed.split('(').length)
    trimmed = trimmed.slice(0, -1).replace(/["',.:;]+$/, '')
  return trimmed
}

/**
 * Every path one Markdown file names, with its line: link targets (relative to the file) and, inside backticks
 * or code blocks, each word that starts with one of the repository's top-level folders (relative to the root).
 */
export function namedPaths(text, folders) {
  const found = []
  let fenced = false
  let example = false
  let alsoIn
  const lines = text.split('\n')
  for (const [index, line] of lines.entries()) {
    const lineNumber = index + 1
    // a marker quoted in backticks (as docs/testing.md quotes them) is not one
    const bare = fenced ? '' : line.replace(/(`+)(.+?)\1/g, '')
    if (EXAMPLE_START.test(bare)) example = true
    alsoIn = ALSO_IN_START.exec(bare)?.[1] ?? alsoIn
    if (BLOCK_END.test(bare) || (HEADING.test(line) && !fenced)) {
      example = false
      alsoIn = undefined
    }
    const fence = FENCE.test(line)
    if (fence) fenced = !fenced
    if (example || fence) continue
    const addWords = (code) => {
      for (const word of code.split(/\s+/)) {
        const token = trimToken(word.replace(/^--?[\w-]+=/, ''))
        const first = token.split('/')[0]
        if (token.includes('/') && folders.has(first) && !token.includes('://'))
          found.push({ line: lineNumber, path: token, from: 'root', alsoIn })
      }
    }
    if (fenced) {
      addWords(line)
      continue
    }
    for (const [, , code] of line.matchAll(/(`+)(.+?)\1/g)) addWords(code)
    const prose = line.replace(/(`+)(.+?)\1/g, '')
    for (const [, target] of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('#')) continue
      found.push({ line: lineNumber, path: target, from: 'file', alsoIn })
    }
  }
  return found
}

/** The problems of the repository at `root`: `{ file, line, path, reason }` for each path that is not there. */
export function checkDocPaths(root) {
  const folders = topFolders(root)
  const problems = []
  const slugCache = new Map()
  const slugsOf = (file) => {
    if (!slugCache.has(file)) slugCache.set(file, headingSlugs(readFileSync(file, 'utf8')))
    return slugCache.get(file)
  }
  for (const file of docFiles(root)) {
    const text = readFileSync(join(root, file), 'utf8')
    for (const { line, path, from, alsoIn } of namedPaths(text, folders)) {
      const [pathPart, anchor] = path.split('#')
      const target =
        from === 'file' ? resolve(root, dirname(file), decodeURI(pathPart)) : resolve(root, pathPart)
      const inside = relative(root, target)
      if (inside.startsWith('..')) continue
      const segments = inside.split(sep).filter(Boolean)
      if (!matches(root, segments) && !(alsoIn && matches(join(root, alsoIn), segments))) {
        problems.push({ file, line, path, reason: 'no such file or folder' })
        continue
      }
      if (anchor && target.endsWith('.md') && !segments.some(isPattern) && !slugsOf(target).has(anchor))
        problems.push({ file, line, path, reason: `no heading #${anchor} in ${posix.join(...segments)}` })
    }
  }
  return problems
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..')
  const problems = checkDocPaths(root)
  for (const { file, line, path, reason } of problems)
    console.error(`${file}:${line}: \`${path}\`: ${reason}`)
  if (problems.length > 0) {
    console.error(
      `\n${problems.length} path(s) in the docs do not exist. Fix the path, or mark a made-up one as an example ` +
        '(docs/testing.md, "Docs that name files").',
    )
    process.exit(1)
  }
}

import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { build, loadEnv, type Plugin, type ResolvedConfig, type Rollup } from 'vite'

const ENTRY = 'backend/runtimes/sw.ts'
const DEFAULT_LATENCY_MS = 100
/** Only loaded where no service worker runs, so a worker never needs it. */
const IN_PAGE_ENTRY = 'backend/runtimes/in-page.ts'

export interface PrecacheFile {
  /** Path inside the output folder, with forward slashes: 'index.html', 'assets/app-1a2b.js'. */
  fileName: string
  content: string | Uint8Array
}

/**
 * What dist/sw.js keeps for offline use: every file the build wrote (the bundle's chunks and assets, index.html,
 * the public folder's files) except the worker itself, Vite's manifest, source maps and the in-page back end.
 * `version` hashes names and contents, so any changed file makes a new sw.js (the browser's cue to update).
 */
export function precacheManifest(files: PrecacheFile[]): { version: string; urls: string[] } {
  const kept = files
    .filter(
      ({ fileName }) => fileName !== 'sw.js' && !fileName.startsWith('.vite/') && !fileName.endsWith('.map'),
    )
    .toSorted((a, b) => (a.fileName < b.fileName ? -1 : a.fileName > b.fileName ? 1 : 0))
  const hash = createHash('sha256')
  for (const { fileName, content } of kept) hash.update(fileName).update('\0').update(content).update('\0')
  return { version: hash.digest('hex').slice(0, 16), urls: kept.map(({ fileName }) => `/${fileName}`) }
}

/** The bundle's files, less the in-page back end's chunk (and the chunks only it imports). */
export function bundleFiles(bundle: Rollup.OutputBundle, root: string): PrecacheFile[] {
  const inPage = Object.values(bundle).find(
    (output) =>
      output.type === 'chunk' &&
      output.facadeModuleId !== null &&
      relative(root, output.facadeModuleId).split(sep).join('/') === IN_PAGE_ENTRY,
  )
  return Object.values(bundle)
    .filter((output) => output !== inPage)
    .map((output) => ({
      fileName: output.fileName,
      content: output.type === 'chunk' ? output.code : output.source,
    }))
}

/** Every file under `dir`, named relative to it. */
function publicFiles(dir: string, base = dir): PrecacheFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return publicFiles(path, base)
    return [{ fileName: relative(base, path).split(sep).join('/'), content: readFileSync(path) }]
  })
}

/**
 * Serves the mock back end as /sw.js: in dev straight from the TypeScript source (a module worker, live on save),
 * in the build as a second, self-contained IIFE bundle next to the app, carrying the list of files to keep for
 * offline use (docs/offline.md; none when VITE_OFFLINE=off).
 */
export function mockWorker(): Plugin {
  let config: ResolvedConfig
  let define: Record<string, string>
  let offline = true
  let files: PrecacheFile[] = []

  return {
    name: 'tessera:mock-worker',
    config(_, { mode }) {
      const env = loadEnv(mode, process.cwd(), 'VITE_')
      const latency = Number(env.VITE_MOCK_LATENCY_MS ?? DEFAULT_LATENCY_MS)
      offline = env.VITE_OFFLINE !== 'off'
      define = {
        __TESSERA_MOCK_LATENCY_MS__: JSON.stringify(Number.isFinite(latency) ? latency : DEFAULT_LATENCY_MS),
      }
      // The page needs it too, for the in-page fallback.
      return { define }
    },
    configResolved(resolved) {
      config = resolved
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/sw.js') return next()
        server.transformRequest(`/${ENTRY}`).then((result) => {
          if (!result) return next()
          res.setHeader('content-type', 'text/javascript')
          res.setHeader('cache-control', 'no-cache')
          // Dev defines reach the page through Vite's client, which a worker never loads.
          res.end(
            // oxlint-disable-next-line no-underscore-dangle -- the build-time define's own name
            `globalThis.__TESSERA_MOCK_LATENCY_MS__ = ${define.__TESSERA_MOCK_LATENCY_MS__};\n${result.code}`,
          )
        }, next)
      })
    },
    // after every plugin's generateBundle: index.html, CSS and Vite's manifest are in the bundle by then
    writeBundle(_, bundle) {
      if (config.command === 'build' && !config.build.ssr) files = bundleFiles(bundle, config.root)
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return
      const kept = config.publicDir && existsSync(config.publicDir) ? publicFiles(config.publicDir) : []
      const precache = offline ? precacheManifest([...files, ...kept]) : null
      await build({
        configFile: false,
        publicDir: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        define: {
          ...define,
          __TESSERA_PRECACHE__: JSON.stringify(precache),
          'process.env.NODE_ENV': JSON.stringify('production'),
        },
        build: {
          outDir: config.build.outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          lib: {
            entry: resolve(config.root, ENTRY),
            formats: ['iife'],
            name: 'TesseraMockWorker',
            fileName: () => 'sw.js',
          },
        },
      })
    },
  }
}

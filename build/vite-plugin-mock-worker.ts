import { resolve } from 'node:path'
import { build, loadEnv, type Plugin, type ResolvedConfig } from 'vite'

const ENTRY = 'backend/runtimes/sw.ts'
const DEFAULT_LATENCY_MS = 100

/**
 * Serves the mock back end as /sw.js: in dev straight from the TypeScript source (a module worker, live on save),
 * in the build as a second, self-contained IIFE bundle next to the app.
 */
export function mockWorker(): Plugin {
  let config: ResolvedConfig
  let define: Record<string, string>

  return {
    name: 'tessera:mock-worker',
    config(_, { mode }) {
      const latency = Number(loadEnv(mode, process.cwd(), 'VITE_').VITE_MOCK_LATENCY_MS ?? DEFAULT_LATENCY_MS)
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
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return
      await build({
        configFile: false,
        publicDir: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        define: { ...define, 'process.env.NODE_ENV': JSON.stringify('production') },
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

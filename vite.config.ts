import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { startBanner } from './build/vite-plugin-banner.ts'
import { echoServer } from './build/vite-plugin-echo.ts'
import { mockWorker } from './build/vite-plugin-mock-worker.ts'
import { ROUTER_OPTIONS } from './build/router-options.mjs'

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
}

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store)|i18next|react-i18next|clsx|class-variance-authority|use-sync-external-store)[\\/]/
// TanStack Query is not in it: only the signed-in pages load it (src/lib/query-provider.tsx).
const QUERY = /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/

export default defineConfig({
  plugins: [
    tanstackRouter(ROUTER_OPTIONS),
    react(),
    tailwindcss(),
    mockWorker(),
    echoServer(),
    startBanner(),
  ],
  resolve: { alias },
  // scripts/bench.mjs reads per-route chunk sizes from dist/.vite/manifest.json.
  build: {
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every shell page needs these libraries; one chunk instead of a dozen slivers saves bytes and requests.
            { name: 'framework', test: FRAMEWORK, priority: 10 },
            // the signed-in pages' data layer: one chunk, not five slivers of TanStack Query
            { name: 'query', test: QUERY, priority: 10 },
          ],
        },
      },
    },
  },
  // The worker's dependencies are pre-bundled with the page's, or the first dev start reloads once.
  optimizeDeps: { entries: ['index.html', 'backend/runtimes/sw.ts'] },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
})

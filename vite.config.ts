import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { startBanner } from './build/vite-plugin-banner.ts'
import { echoServer } from './build/vite-plugin-echo.ts'
import { iconUsers } from './build/icon-owners.ts'
import { mockWorker } from './build/vite-plugin-mock-worker.ts'
import { ROUTER_OPTIONS } from './build/router-options.mjs'
import { shellChunk } from './build/vite-plugin-shell-chunk.ts'

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
}

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store)|i18next|react-i18next|clsx|class-variance-authority|use-sync-external-store)[\\/]/
// `cn` and its class merging, which every component calls: with the libraries it builds on (clsx), not a sliver of
// its own that every page fetches (the build split it from the entry once the overlay groups below came)
const CLASS_NAMES = /src[\\/]lib[\\/](utils|class-merge)\.ts$/
// lucide's icons, one module each, came as dozens of 0.2 KB chunks per page (one per set of pages using it), and
// each chunk costs a request and a compile (about 60 of the dashboard's 120 scripts). The signed-in pages' icons
// ride in one chunk instead. The icons the sign-in page draws (its form, the toasts and notices every page may
// show) stay apart, so its first visit does not fetch the rest: a new icon there that is not listed makes /login
// fetch the whole chunk, and e2e/js-budget.spec.ts fails.
const ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.m?js$/
const PUBLIC_ICONS = new Set([
  'eye',
  'eye-off',
  'loader-circle',
  'shield-check',
  'triangle-exclamation-point',
  'user-round',
])
// Beyond those, three groups by who draws them (build/icon-owners.ts reads the imports): what the first load of
// the dashboard (the page most visits start on) draws, the shell included; the UI kit demo pages' own (a third of
// all); the page icons loaded on demand (page-icon-map.ts); and the other pages'. So the dashboard fetches only
// the first, and an app page the first and the last.
const ICON_USERS = iconUsers(fileURLToPath(new URL('.', import.meta.url)))
const drawnOnFirstLoad = (file: string) =>
  file.startsWith('src/features/dashboards/') ||
  (!file.startsWith('src/features/') && !file.endsWith('/page-icon-map.ts'))
const iconGroup = (id: string): string | null => {
  const name = ICON.exec(id)?.[1]
  if (name === undefined || PUBLIC_ICONS.has(name)) return null
  const users = [...(ICON_USERS.get(name) ?? [])]
  if (users.length === 0 || users.some(drawnOnFirstLoad)) return 'lucide-icons'
  if (users.every((file) => file.endsWith('/page-icon-map.ts'))) return 'lucide-icons-page-map'
  return users.every((file) => file.startsWith('src/features/ui-kit/'))
    ? 'lucide-icons-ui-kit'
    : 'lucide-icons-pages'
}
// TanStack Query is not in it: only the signed-in pages load it (src/lib/query-provider.tsx).
const QUERY = /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/
// Radix's floating and overlay parts (menus, popovers, selects, dialogs, tooltips, what places them and what they
// share): the signed-in shell no longer loads them with the page (src/components/ui/on-intent.tsx), so without a
// group each page that draws one fetched them as a dozen slivers. The sign-in page's Slot is not among them.
const RADIX_OVERLAYS =
  /node_modules[\\/](@radix-ui[\\/](react-(popper|arrow|dismissable-layer|focus-scope|focus-guards|portal|presence|menu|dropdown-menu|dialog|alert-dialog|popover|tooltip|collection|roving-focus|visually-hidden|id|context|use-[\w-]+)|number|rect)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden|get-nonce|tslib)[\\/]/
// and the app's own wrappers of them, with them rather than as slivers beside them
const OVERLAY_PRIMITIVES =
  /src[\\/]components[\\/]ui[\\/](dropdown-menu|dialog|sheet|popover|tooltip|confirm-dialog)\.tsx$/

// The signed-in shell (its layout, the navbar's buttons and bookmarks, the query client) in one
// chunk, less what the sign-in and other guest pages share with it (build/vite-plugin-shell-chunk.ts): a signed-in
// page fetched 70 scripts before, 45 with it. A part the shell loads on every page belongs in `roots`.
const shell = shellChunk({
  roots:
    /src[\\/](layouts[\\/](app-layout|navbar[\\/]navbar-menus|navbar[\\/]bookmarks[\\/]navbar-bookmarks)|lib[\\/]query-provider)\.tsx$/,
  guestPages: /src[\\/]app[\\/]routes[\\/](_guest|pages|misc)[\\/]/,
})

export default defineConfig({
  plugins: [
    tanstackRouter(ROUTER_OPTIONS),
    react(),
    tailwindcss(),
    mockWorker(),
    shell.plugin,
    echoServer(),
    startBanner(),
  ],
  resolve: { alias },
  // scripts/bench.mjs reads per-route chunk sizes from dist/.vite/manifest.json.
  build: {
    manifest: true,
    // index.html keeps its <link rel=modulepreload> tags (the first paint needs those chunks at once), but a lazy
    // import no longer preloads its chunk's imports: Vite's helper appended a link for each, all in the one task
    // that started the import (100-300 ms at 4x throttling on the dashboard). The browser now fetches and compiles
    // them as it finds them, each in a task of its own (docs/benchmarks.md, "Lazy imports without preload links").
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // a group takes only the modules its test names, not their imports: the shell's group would otherwise
          // pull in what it shares with the entry, and the sign-in page would fetch the whole shell
          includeDependenciesRecursively: false,
          groups: [
            // Every shell page needs these libraries; one chunk instead of a dozen slivers saves bytes and requests.
            { name: 'framework', test: (id) => FRAMEWORK.test(id) || CLASS_NAMES.test(id), priority: 10 },
            // the signed-in pages' data layer: one chunk, not five slivers of TanStack Query
            { name: 'query', test: QUERY, priority: 10 },
            {
              name: 'radix-overlays',
              test: (id) => RADIX_OVERLAYS.test(id) || OVERLAY_PRIMITIVES.test(id),
              priority: 10,
            },
            { name: iconGroup, debugName: 'lucide-icons-by-user', priority: 10 },
            { name: 'shell', test: shell.test, priority: 5 },
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

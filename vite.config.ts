import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { startBanner } from './build/vite-plugin-banner.ts'
import { echoServer } from './build/vite-plugin-echo.ts'
import { iconUsers, lucideIconFile } from './build/icon-owners.ts'
import { mockWorker } from './build/vite-plugin-mock-worker.ts'
import { ROUTER_OPTIONS } from './build/router-options.mjs'
import { shellChunk } from './build/vite-plugin-shell-chunk.ts'
import { FRAMEWORK_PACKAGES, inPackages, OVERLAY_PACKAGES, QUERY_PACKAGES } from './build/vendor-groups.ts'

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
}

// Chunk groups. Each one earns its place by what it saves, measured: docs/benchmarks.md, "Bundle devices", has the
// table and says what to re-measure after a dependency upgrade. Everything else is split by route (TanStack
// Router's automatic code splitting) and by Rolldown's own rule.

// The vendor groups are named by package (build/vendor-groups.ts; build/vendor-groups.test.ts fails when an upgrade
// adds, renames or drops a package under them). The framework every page needs in one chunk rather than a dozen
// slivers; TanStack Query, which only the signed-in pages load (src/lib/query-provider.tsx), out of it.
const FRAMEWORK = inPackages(FRAMEWORK_PACKAGES)
const QUERY = inPackages(QUERY_PACKAGES)
// `cn`, which every component calls, with the libraries it builds on rather than as a sliver of its own
const CLASS_NAMES = /src[\\/]lib[\\/](utils|class-merge)\.ts$/
// lucide's icons are one module each; left to the automatic split they come as dozens of 0.2 KB chunks a page, each
// a request and a compile. They are grouped by who draws them instead. The icons the sign-in page draws (its form,
// the toasts and notices any page may show) stay apart, so its first visit fetches none of the groups: an icon
// drawn there and not listed here makes /login fetch a whole group, and e2e/js-budget.spec.ts fails.
const ROOT = fileURLToPath(new URL('.', import.meta.url))
const ICON = lucideIconFile(ROOT)
const PUBLIC_ICONS = new Set(['eye', 'eye-off', 'loader-circle', 'triangle-exclamation-point', 'user-round'])
// The groups (build/icon-owners.ts reads who imports each icon): what the dashboard's first load draws, the shell
// included; the UI kit pages' own; the bookmarks' page icons, loaded on demand (page-icon-map.ts); and the other
// pages'. So the dashboard fetches only the first, and an app page the first and the last.
const ICON_USERS = iconUsers(ROOT)
// pages' own icons: src/features/ (but the dashboards), src/components/account/ (shared by account settings and the
// user view, drawn by neither shell nor dashboard) and the data-table kit (loaded only with the pages that draw a
// table, docs/data-table.md)
const PAGE_ONLY = ['src/features/', 'src/components/account/', 'src/components/data-table/']
const drawnOnFirstLoad = (file: string) =>
  file.startsWith('src/features/dashboards/') ||
  (!PAGE_ONLY.some((folder) => file.startsWith(folder)) && !file.endsWith('/page-icon-map.ts'))
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
// Radix's overlays (menus, popovers, selects, dialogs, tooltips) and the packages under them, which load on intent
// (src/components/ui/on-intent.tsx): one chunk instead of a dozen slivers per page that opens one.
const RADIX_OVERLAYS = inPackages(OVERLAY_PACKAGES)
// and the app's own wrappers of them, with them rather than as slivers beside them
const OVERLAY_PRIMITIVES =
  /src[\\/]components[\\/]ui[\\/](dropdown-menu|dialog|sheet|popover|tooltip|confirm-dialog)\.tsx$/

// What a form adds to the inputs the shell already draws (the field wrapper, the password field, refused calls'
// field errors, src/lib/forms/server-errors.ts): one chunk rather than three slivers, each of which cost the sign-in
// page its own import lines (docs/benchmarks.md, "Budgets in CI").
const FORM_KIT =
  /src[\\/](components[\\/]ui[\\/](form-field|password-input)\.tsx|lib[\\/]forms[\\/]server-errors\.ts)$/

// The signed-in shell (its layout, the navbar's buttons and bookmarks, the query client) in one chunk, less what
// the sign-in and other guest pages share with it (build/vite-plugin-shell-chunk.ts). A part the shell loads on
// every page belongs in `roots`; so does the UI kit's select on intent, which the dashboard, the lists and every
// table's pagination draw: a chunk of its own cost `/` a script and 0.4 KB (docs/benchmarks.md).
const shell = shellChunk({
  roots:
    /src[\\/](layouts[\\/](app-layout|navbar[\\/]navbar-menus)|lib[\\/]query-provider|components[\\/]ui[\\/]select-on-intent)\.tsx$/,
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
    // index.html keeps its <link rel=modulepreload> tags (the first paint needs those chunks at once); a lazy
    // import preloads nothing: Vite's helper would append a link for each of its chunk's imports, all in the one
    // task that started the import. The browser fetches and compiles them as it finds them, each in a task of its
    // own (docs/benchmarks.md, "Lazy imports without preload links").
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // a group takes only the modules its test names, not their imports: the shell's group would otherwise
          // pull in what it shares with the entry, and the sign-in page would fetch the whole shell
          includeDependenciesRecursively: false,
          groups: [
            { name: 'framework', test: (id) => FRAMEWORK(id) || CLASS_NAMES.test(id), priority: 10 },
            { name: 'query', test: QUERY, priority: 10 },
            {
              name: 'radix-overlays',
              test: (id) => RADIX_OVERLAYS(id) || OVERLAY_PRIMITIVES.test(id),
              priority: 10,
            },
            { name: iconGroup, debugName: 'lucide-icons-by-user', priority: 10 },
            { name: 'form-kit', test: (id) => FORM_KIT.test(id), priority: 10 },
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

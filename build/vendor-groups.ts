/**
 * The vendor chunk groups of vite.config.ts, as lists of npm package names: what a package is called is public,
 * where its files sit inside it is not. build/vendor-groups.test.ts holds the lists to what is installed.
 */

/** What every page needs, in one chunk rather than a dozen slivers. */
export const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  '@tanstack/react-router',
  '@tanstack/router-core',
  '@tanstack/history',
  '@tanstack/store',
  '@tanstack/react-store',
  'i18next',
  'react-i18next',
  'clsx',
  'class-variance-authority',
  'use-sync-external-store',
]

/** Only the signed-in pages load TanStack Query (src/lib/query-provider.tsx). */
export const QUERY_PACKAGES = ['@tanstack/react-query', '@tanstack/query-core']

/** The Radix overlays the app draws on intent; their group is these and the packages they depend on. */
export const OVERLAY_ROOTS = [
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-dialog',
  '@radix-ui/react-alert-dialog',
  '@radix-ui/react-popover',
  '@radix-ui/react-tooltip',
]

/**
 * The overlays' dependencies that stay out of their group: the sign-in page's buttons (Slot and the ref helper)
 * and the primitives every Radix control builds on, which pages draw without intent (labels, tabs, switches).
 */
export const OVERLAY_SHARED = [
  '@radix-ui/react-slot',
  '@radix-ui/react-compose-refs',
  '@radix-ui/react-primitive',
  '@radix-ui/primitive',
  '@radix-ui/react-direction',
  'detect-node-es',
]

/** The overlays and every package under them but the shared ones. */
export const OVERLAY_PACKAGES = [
  ...OVERLAY_ROOTS,
  '@radix-ui/react-menu',
  '@radix-ui/react-popper',
  '@radix-ui/react-arrow',
  '@radix-ui/react-dismissable-layer',
  '@radix-ui/react-focus-scope',
  '@radix-ui/react-focus-guards',
  '@radix-ui/react-portal',
  '@radix-ui/react-presence',
  '@radix-ui/react-collection',
  '@radix-ui/react-roving-focus',
  '@radix-ui/react-visually-hidden',
  '@radix-ui/react-id',
  '@radix-ui/react-context',
  '@radix-ui/react-use-callback-ref',
  '@radix-ui/react-use-controllable-state',
  '@radix-ui/react-use-effect-event',
  '@radix-ui/react-use-escape-keydown',
  '@radix-ui/react-use-is-hydrated',
  '@radix-ui/react-use-layout-effect',
  '@radix-ui/react-use-previous',
  '@radix-ui/react-use-rect',
  '@radix-ui/react-use-size',
  '@radix-ui/number',
  '@radix-ui/rect',
  '@floating-ui/core',
  '@floating-ui/dom',
  '@floating-ui/react-dom',
  '@floating-ui/utils',
  'react-remove-scroll',
  'react-remove-scroll-bar',
  'react-style-singleton',
  'use-sidecar',
  'use-callback-ref',
  'aria-hidden',
  'get-nonce',
  'tslib',
]

const escape = (name: string) =>
  name.replace(/[.*+?^${}()|[\]\\/]/g, (c) => (c === '/' ? '[\\\\/]' : `\\${c}`))

/** A test for a module id: true when the innermost package the file belongs to is one of `names`. */
export function inPackages(names: readonly string[]): (id: string) => boolean {
  const pattern = new RegExp(
    `node_modules[\\\\/](${names.map(escape).join('|')})[\\\\/](?!.*node_modules[\\\\/])`,
  )
  return (id) => pattern.test(id)
}

import { lazyComponent } from '@/lib/lazy-component'

/**
 * What only the signed-in app needs, as chunks of their own, so the sign-in pages never load them: the shell
 * (menu, navbar, footer, customizer) and TanStack Query's provider. The `_app` guard preloads both as soon as a
 * signed-in page is asked for, in parallel with the page's chunk.
 */
export const LazyAppLayout = lazyComponent(() => import('@/layouts/app-layout'), 'AppLayout')
export const LazyQueryProvider = lazyComponent(() => import('@/lib/query-provider'), 'QueryProvider')

export function preloadSignedInApp(): void {
  void LazyAppLayout.preload()
  void LazyQueryProvider.preload()
}

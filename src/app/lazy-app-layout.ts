import { lazyComponent } from '@/lib/lazy-component'

/**
 * The signed-in shell (menu, navbar, footer, customizer) as a chunk of its own, so the sign-in pages never load
 * it. The `_app` guard preloads it as soon as a signed-in page is asked for, in parallel with the page's chunk.
 */
export const LazyAppLayout = lazyComponent(() => import('@/layouts/app-layout'), 'AppLayout')

import { lazyComponent } from '@/lib/lazy-component'

// Most visitors use the vertical layout; the horizontal one (and its dropdown menus) loads only when chosen.
// The customizer preloads it when it opens, so switching layouts does not blink.
export const HorizontalLayout = lazyComponent(() => import('./horizontal-layout'), 'HorizontalLayout')

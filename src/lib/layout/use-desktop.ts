import { DESKTOP_BREAKPOINT_PX } from '@/config/theme-config'
import { useMediaQuery } from '@/lib/use-media-query'

/** At or above 1200 px the menu sits beside the content; below it, it is an overlay. */
export function useIsDesktop(): boolean {
  return useMediaQuery(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`)
}

import type { CSSProperties } from 'react'
import { Toaster as Sonner, type ToasterProps as SonnerProps } from 'sonner'
import { useMediaQuery } from '@/lib/use-media-query'
import { useEndSheetOpen } from './sheet-at-end'
import { useHtmlDark, useHtmlDir } from './use-html-attributes'

type Placement = 'top-start' | 'top-center' | 'top-end' | 'bottom-start' | 'bottom-center' | 'bottom-end'

export interface ToasterProps extends Omit<SonnerProps, 'theme' | 'dir' | 'position'> {
  /** Logical placement: "end" is the right edge in LTR and the left edge in RTL. */
  placement?: Placement
}

/** The same edge on the other side: bottom-end becomes bottom-start. */
function mirrored(placement: Placement): Placement {
  const [edge, align] = placement.split('-') as ['top' | 'bottom', 'start' | 'center' | 'end']
  return align === 'center' ? placement : `${edge}-${align === 'end' ? 'start' : 'end'}`
}

function physical(placement: Placement, dir: 'ltr' | 'rtl'): NonNullable<SonnerProps['position']> {
  const [edge, align] = placement.split('-') as ['top' | 'bottom', 'start' | 'center' | 'end']
  if (align === 'center') return `${edge}-center`
  const right = (align === 'end') === (dir === 'ltr')
  return `${edge}-${right ? 'right' : 'left'}`
}

/* sonner's own custom properties, pointed at the tokens so plain toasts follow every skin */
const tokenStyle = {
  '--normal-bg': 'var(--card)',
  '--normal-text': 'var(--card-foreground)',
  '--normal-border': 'var(--border)',
  '--border-radius': 'var(--radius)',
} as CSSProperties

/**
 * Mount once in the app root; it follows the dark class and dir on <html> as they change. Toasts rise from the
 * bottom end (the bottom centre on a phone), whatever the page: the top end is where pages keep their toolbars
 * and the navbar its cart and bell, and a toast there covered the very button the pointer had just pressed (the
 * mailbox's bulk Delete). Under a resting pointer a toast also holds itself open (sonner pauses on hover), so it
 * stayed over that button for good. On wider screens they sit above the scroll-to-top button for the same reason.
 * While a sheet is open on the end edge (the customizer, an add or edit form) they rise at the bottom start, so the
 * welcome toast of a sign-in does not sit over the customizer's settings, nor an error over a form's Save.
 * On a phone they rise at the bottom centre, narrower than the screen by the customizer button's width and a gap
 * on each side.
 */
export function Toaster({ placement = 'bottom-end', style, toastOptions, ...props }: ToasterProps) {
  const dark = useHtmlDark()
  const dir = useHtmlDir()
  const wide = useMediaQuery('(min-width: 640px)')
  const sheetAtEnd = useEndSheetOpen()
  const wideAt = sheetAtEnd ? mirrored(placement) : placement
  return (
    <Sonner
      theme={dark ? 'dark' : 'light'}
      dir={dir}
      position={physical(wide ? wideAt : 'bottom-center', dir)}
      offset={{ top: '5.5rem', bottom: '5rem' }}
      // On a phone a toast spans the width but keeps clear of both edges, so it never lies over the customizer's
      // button at the end edge (sonner keeps the two side margins equal, which holds in either direction)
      mobileOffset={{ left: '2.5rem', right: '2.5rem', bottom: '1rem' }}
      style={{ ...tokenStyle, ...style }}
      toastOptions={{
        // sonner's own dark cancel button (white at 30% over the card) leaves its text just under 4.5:1
        cancelButtonStyle: { background: 'var(--muted)' },
        ...toastOptions,
        classNames: { toast: 'shadow-card', ...toastOptions?.classNames },
      }}
      {...props}
    />
  )
}

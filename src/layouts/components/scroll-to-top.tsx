import ArrowUp from 'lucide-react/icons/arrow-up'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { SCROLL_TOP_THRESHOLD_PX } from '@/config/theme-config'
import { useLayout } from '@/lib/layout/layout-store'
import { MAIN_CONTENT_ID } from './skip-link'

export function ScrollToTop() {
  const { t } = useTranslation('shell')
  const enabled = useLayout((s) => s.scrollTop)
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!enabled) return
    // A marker as tall as the threshold at the top of the document: the button shows once it has scrolled out
    // of view. An observer never reads the layout; a scroll handler reading scrollY forced one on every load.
    const marker = document.createElement('div')
    marker.setAttribute('aria-hidden', 'true')
    Object.assign(marker.style, {
      position: 'absolute',
      top: '0',
      insetInlineStart: '0',
      width: '1px',
      height: `${SCROLL_TOP_THRESHOLD_PX}px`,
      pointerEvents: 'none',
      visibility: 'hidden',
    })
    document.body.append(marker)
    const observer = new IntersectionObserver(([entry]) => setVisible(!entry.isIntersecting))
    observer.observe(marker)
    return () => {
      observer.disconnect()
      marker.remove()
    }
  }, [enabled])
  if (!enabled || !visible) return null
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  return (
    <Button
      size="icon"
      className="fixed end-6 bottom-6 z-30 rounded-full shadow-lg"
      aria-label={t('scrollToTop')}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' })
        // the button goes once the page is at the top: the focus goes with the view, to the page's start,
        // rather than falling to the body
        document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true })
      }}
    >
      <ArrowUp aria-hidden="true" />
    </Button>
  )
}

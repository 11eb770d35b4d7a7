import { ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { SCROLL_TOP_THRESHOLD_PX } from '@/config/theme-config'
import { useLayout } from '@/lib/layout/layout-store'

export function ScrollToTop() {
  const { t } = useTranslation('shell')
  const enabled = useLayout((s) => s.scrollTop)
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (!enabled || !visible) return null
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  return (
    <Button
      size="icon"
      className="fixed end-6 bottom-6 z-30 rounded-full shadow-lg"
      aria-label={t('scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' })}
    >
      <ArrowUp aria-hidden="true" />
    </Button>
  )
}

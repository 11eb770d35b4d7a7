import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { VerticalMenu } from './vertical-menu'

/** The overlay menu below 1200 px: closed by the backdrop, Esc (Radix) or navigating. */
export function OverlayMenu({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('shell')
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    onOpenChange(false)
  }, [pathname, onOpenChange])
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="start" hideClose className="w-[280px] max-w-[85vw] gap-0 p-0">
        <SheetTitle className="sr-only">{t('menu.label')}</SheetTitle>
        <SheetDescription className="sr-only">{t('menu.overlayHint')}</SheetDescription>
        <VerticalMenu overlay onClose={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  )
}

import { useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { VerticalMenu } from './vertical-menu'

/** The overlay menu below 1200 px: closed by the backdrop, Esc (Radix) or navigating. */
export function OverlayMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('shell')
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const [openedOn, setOpenedOn] = useState(pathname)
  if (open && openedOn !== pathname) {
    setOpenedOn(pathname)
    onOpenChange(false)
  }
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        setOpenedOn(pathname)
        onOpenChange(next)
      }}
    >
      <SheetContent side="start" hideClose className="w-[280px] max-w-[85vw] gap-0 p-0" data-testid="overlay-menu">
        <SheetTitle className="sr-only">{t('menu.label')}</SheetTitle>
        <SheetDescription className="sr-only">{t('menu.overlayHint')}</SheetDescription>
        <VerticalMenu overlay onClose={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  )
}

import { Popover } from 'radix-ui'
import { Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { IntentProps } from '@/components/ui/on-intent'
import { menuContentClass } from '@/components/ui/menu-styles'
import { Spinner } from '@/components/ui/spinner'
import { lazyComponent } from '@/lib/lazy-component'
import { cn } from '@/lib/utils'

// the list of every page with its star comes right after the popover (it waits for the pages' index)
const PickerPanel = lazyComponent(() => import('./picker-panel'), 'PickerPanel')

/** The picker's popover around bookmark-picker.tsx's star button, which it draws until this loads. */
export function PickerPopover({ trigger, defaultOpen }: IntentProps) {
  const { t } = useTranslation('search')
  const [open, setOpen] = useState(defaultOpen)
  useEffect(() => void PickerPanel.preload(), [])
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t('bookmarks.pickerTitle')}
          className={cn(menuContentClass, 'w-[min(20rem,calc(100vw-1rem))] p-0')}
        >
          <Suspense fallback={<Spinner className="flex h-40" />}>
            <PickerPanel onNavigate={() => setOpen(false)} />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

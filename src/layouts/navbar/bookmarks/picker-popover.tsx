import { Popover } from 'radix-ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { IntentProps } from '@/components/ui/on-intent'
import { menuContentClass } from '@/components/ui/menu-styles'
import { cn } from '@/lib/utils'
import { PickerPanel } from './picker-panel'

/** The picker's popover around bookmark-picker.tsx's star button, which it draws until this loads. */
export function PickerPopover({ trigger, defaultOpen }: IntentProps) {
  const { t } = useTranslation('search')
  const [open, setOpen] = useState(defaultOpen)
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
          <PickerPanel onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

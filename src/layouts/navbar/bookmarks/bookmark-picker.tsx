import { Star } from 'lucide-react'
import { Popover } from 'radix-ui'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { menuContentClass } from '@/components/ui/menu-styles'
import { Spinner } from '@/components/ui/spinner'
import { lazyComponent } from '@/lib/lazy-component'
import { cn } from '@/lib/utils'

// The list of every page with its star loads on the first hover, focus or click of the star button.
const PickerPanel = lazyComponent(() => import('./picker-panel'), 'PickerPanel')

/** The star at the end of the bookmarks: a searchable list of the pages the user may open, each with a star. */
export function BookmarkPicker() {
  const { t } = useTranslation('search')
  const [open, setOpen] = useState(false)
  const preload = () => void PickerPanel.preload()
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('bookmarks.edit')}
          onPointerEnter={preload}
          onFocus={preload}
        >
          <Star aria-hidden="true" />
        </Button>
      </Popover.Trigger>
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

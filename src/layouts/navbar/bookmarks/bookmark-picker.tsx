import Star from 'lucide-react/icons/star'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { OnIntent } from '@/components/ui/on-intent'
import { lazyComponent } from '@/lib/lazy-component'

// the popover and the list of every page with its star load on the first hover, focus or press of the star
const PickerPopover = lazyComponent(() => import('./picker-popover'), 'PickerPopover')

/** The star at the end of the bookmarks: a searchable list of the pages the user may open, each with a star. */
export function BookmarkPicker() {
  const { t } = useTranslation('search')
  return (
    <OnIntent
      control={PickerPopover}
      popup="dialog"
      trigger={
        <Button variant="ghost" size="icon" aria-label={t('bookmarks.edit')}>
          <Star aria-hidden="true" />
        </Button>
      }
    />
  )
}

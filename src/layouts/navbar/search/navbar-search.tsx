import Search from 'lucide-react/icons/search'
import { Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Kbd } from '@/components/ui/kbd'
import { lazyComponent } from '@/lib/lazy-component'
import { isModKey, modKey } from './mod-key'

// cmdk, the dialog and the result list stay out of the shell's first load: they arrive on the first hover or
// focus of the button, or with the shortcut.
const SearchDialog = lazyComponent(() => import('./search-dialog'), 'SearchDialog')

function SearchButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('search')
  const preload = () => void SearchDialog.preload()
  return (
    <Button
      variant="ghost"
      onClick={onOpen}
      onPointerEnter={preload}
      onFocus={preload}
      aria-keyshortcuts="Control+K Meta+K"
      className="size-9.5 px-0 text-muted-foreground lg:w-auto lg:ps-3 lg:pe-2"
    >
      <Search aria-hidden="true" className="size-5 lg:size-4.5" />
      <span className="sr-only lg:not-sr-only">{t('button')}</span>
      <Kbd aria-hidden="true" className="ms-3 hidden lg:inline-flex">
        {modKey()} K
      </Kbd>
    </Button>
  )
}

/** The navbar's search button and the global Ctrl/⌘+K shortcut; both open the lazily loaded palette. */
export function NavbarSearch() {
  const [open, setOpen] = useState(false)
  // mounted from the first open on, so closing animates and reopening is instant
  const [mounted, setMounted] = useState(false)
  const show = () => {
    setMounted(true)
    setOpen(true)
  }

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isModKey(event, 'k')) return
      event.preventDefault()
      setMounted(true)
      setOpen((current) => !current)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <>
      {/* the label's namespace is a small lazy chunk: keep the button's place while it arrives */}
      <Suspense fallback={<span aria-hidden="true" className="block size-9.5 lg:w-32" />}>
        <SearchButton onOpen={show} />
      </Suspense>
      {mounted && (
        <Suspense>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}

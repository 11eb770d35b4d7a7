import type { SearchContact, SearchFile, SearchPage } from '@contract/search'
import { useNavigate } from '@tanstack/react-router'
import { useMemo, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Command, CommandInput, CommandList } from '@/components/ui/command'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { useCan } from '@/lib/ability'
import { useBookmarks } from '../api/get-bookmarks'
import { useMainSearch } from '../api/get-main-search'
import { useToggleBookmark } from '../api/update-bookmark'
import { usePageTitle } from '../bookmarks/use-page-title'
import { FileViewer } from './file-viewer'
import { contactValue, filterResults, pageValue } from './filter-results'
import { mailTo } from './mail-to'
import { isModKey } from './mod-key'
import { SearchFooter } from './search-footer'
import { SearchGroups, SuggestionGroup, type SearchActions } from './search-groups'
import { loadMorePageIcons } from '@/layouts/page-icons/load-page-icons'

// the pages' icons come beside this list rather than after it (see load-page-icons.ts)
void loadMorePageIcons()

const SUGGESTION_COUNT = 6

interface SearchDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The page search palette (lazy chunk: cmdk and this code load on the first hover, focus or Ctrl/⌘+K). */
export function SearchDialog({ open, onOpenChange }: SearchDialogProps) {
  const { t } = useTranslation('search')
  const [query, setQuery] = useState('')
  const [selected, setSelected] = useState('')
  // the file opened from the results; its viewer outlives the palette, which closes first
  const [viewing, setViewing] = useState<SearchFile>()
  const search = useMainSearch(open)
  const bookmarks = useBookmarks()
  const toggle = useToggleBookmark()
  const titleOf = usePageTitle()
  const navigate = useNavigate()
  const canChat = useCan()({ action: 'read', subject: 'Chat' })

  const results = useMemo(
    () => (search.data ? filterResults(search.data, query, titleOf) : undefined),
    [search.data, query, titleOf],
  )
  // the server suggests every page the user may open; the empty palette shows the first few
  const suggestions = (bookmarks.data?.suggestions ?? []).slice(0, SUGGESTION_COUNT)
  const typing = query.trim() !== ''
  const shownPages = typing ? (results?.pages ?? []) : suggestions

  const changeOpen = (next: boolean) => {
    if (!next) setQuery('')
    onOpenChange(next)
  }
  const mailContact = (contact: SearchContact) => {
    changeOpen(false)
    mailTo(contact.email)
  }
  const actions: SearchActions = {
    titleOf,
    openPage: (page: SearchPage) => {
      changeOpen(false)
      // the server's index may list routes the app has not built yet: the router's 404 page says so
      void navigate({ to: page.link as '/' })
    },
    openFile: (file: SearchFile) => {
      changeOpen(false)
      setViewing(file)
    },
    canChat,
    openContact: (contact: SearchContact) => {
      if (!canChat) return mailContact(contact)
      changeOpen(false)
      void navigate({ to: '/apps/chat', search: { contact: contact.id } })
    },
    mailContact: (contact: SearchContact) => mailContact(contact),
    toggleBookmark: (page: SearchPage) => toggle.mutate(page),
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (isModKey(event, 'e')) {
      const contact = typing ? results?.contacts.find((entry) => contactValue(entry) === selected) : undefined
      if (!contact) return
      // browsers put the caret in their own search box on Ctrl+E otherwise
      event.preventDefault()
      return mailContact(contact)
    }
    if (!isModKey(event, 'b')) return
    const page = shownPages.find((entry) => pageValue(entry) === selected)
    if (!page) return
    // Firefox opens its bookmarks sidebar on Ctrl+B otherwise
    event.preventDefault()
    toggle.mutate(page)
  }

  return (
    <>
      <Dialog open={open} onOpenChange={changeOpen}>
        <DialogContent
          closeLabel={t('dialog.close')}
          className="mt-[12vh] mb-auto max-w-xl gap-0 overflow-hidden p-0"
        >
          <DialogTitle className="sr-only">{t('dialog.title')}</DialogTitle>
          <DialogDescription className="sr-only">{t('dialog.description')}</DialogDescription>
          <Command
            label={t('dialog.title')}
            shouldFilter={false}
            loop
            value={selected}
            onValueChange={setSelected}
            onKeyDown={onKeyDown}
          >
            <CommandInput value={query} onValueChange={setQuery} placeholder={t('dialog.placeholder')} />
            {search.isError && (
              <div
                role="alert"
                className="flex items-center justify-between gap-3 px-4 py-3 text-sm text-danger-ink"
              >
                {t('dialog.error')}
                <Button size="sm" variant="outline" onClick={() => void search.refetch()}>
                  {t('dialog.retry')}
                </Button>
              </div>
            )}
            {search.isPending && typing && (
              <p role="status" className="px-4 py-6 text-center text-sm text-muted-foreground">
                {t('dialog.loading')}
              </p>
            )}
            <CommandList label={t('dialog.results')}>
              {typing && results && <SearchGroups results={results} actions={actions} />}
              {!typing && suggestions.length > 0 && <SuggestionGroup pages={suggestions} actions={actions} />}
            </CommandList>
            <SearchFooter />
          </Command>
        </DialogContent>
      </Dialog>
      <FileViewer file={viewing} onClose={() => setViewing(undefined)} />
    </>
  )
}

import type { SearchContact, SearchFile, SearchPage } from '@contract/search'
import { Mail } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { CommandGroup, CommandItem } from '@/components/ui/command'
import type { PageTitleFn } from '../bookmarks/use-page-title'
import { FileIcon } from './file-icon'
import type { SearchResults } from './filter-results'
import { PageResult } from './page-result'
import { dateTimeFormat } from '@/lib/intl'

export interface SearchActions {
  titleOf: PageTitleFn
  openPage: (page: SearchPage) => void
  openFile: (file: SearchFile) => void
  openContact: (contact: SearchContact) => void
  toggleBookmark: (page: SearchPage) => void
}

function Group({ heading, empty, children }: { heading: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation('search')
  return (
    <CommandGroup heading={heading}>
      {empty ? <p className="px-2.5 py-2 text-sm text-muted-foreground">{t('noResults')}</p> : children}
    </CommandGroup>
  )
}

/** The three groups of a search, each with its own "no results" line so the user sees where nothing matched. */
export function SearchGroups({ results, actions }: { results: SearchResults; actions: SearchActions }) {
  const { t, i18n } = useTranslation('search')
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' })
  return (
    <>
      <Group heading={t('groups.pages')} empty={results.pages.length === 0}>
        {results.pages.map((page) => (
          <PageResult
            key={page.id}
            page={page}
            title={actions.titleOf(page)}
            onOpen={actions.openPage}
            onToggleBookmark={actions.toggleBookmark}
          />
        ))}
      </Group>
      <Group heading={t('groups.files')} empty={results.files.length === 0}>
        {results.files.map((file) => (
          <CommandItem key={file.title} value={`file:${file.title}`} onSelect={() => actions.openFile(file)}>
            <FileIcon name={file.title} />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate">{file.title}</span>
              <span className="truncate text-xs text-muted-foreground">
                {t('file.meta', { size: file.size, name: file.by })}
              </span>
            </span>
          </CommandItem>
        ))}
      </Group>
      <Group heading={t('groups.contacts')} empty={results.contacts.length === 0}>
        {results.contacts.map((contact) => (
          <CommandItem
            key={contact.email}
            value={`contact:${contact.email}`}
            onSelect={() => actions.openContact(contact)}
          >
            {/* the option's text already names the person; the avatar is decoration here */}
            <Avatar name={contact.title} src={contact.img} size="sm" aria-hidden="true" />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate">{contact.title}</span>
              <span className="truncate text-xs text-muted-foreground">{contact.email}</span>
            </span>
            <span className="ms-auto hidden text-xs text-muted-foreground sm:inline">
              {date.format(new Date(contact.date))}
            </span>
            <Mail className="text-muted-foreground" aria-hidden="true" />
          </CommandItem>
        ))}
      </Group>
    </>
  )
}

/** With nothing typed: the server's suggested pages, so Enter right away already goes somewhere useful. */
export function SuggestionGroup({ pages, actions }: { pages: SearchPage[]; actions: SearchActions }) {
  const { t } = useTranslation('search')
  return (
    <CommandGroup heading={t('groups.suggestions')}>
      {pages.map((page) => (
        <PageResult
          key={page.id}
          page={page}
          title={actions.titleOf(page)}
          onOpen={actions.openPage}
          onToggleBookmark={actions.toggleBookmark}
        />
      ))}
    </CommandGroup>
  )
}

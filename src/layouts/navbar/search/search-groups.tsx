import type { SearchContact, SearchFile, SearchPage } from '@contract/search'
import Mail from 'lucide-react/icons/mail'
import MessageSquare from 'lucide-react/icons/message-square'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { CommandGroup, CommandItem } from '@/components/ui/command'
import type { PageTitleFn } from '../bookmarks/use-page-title'
import { FileIcon } from './file-icon'
import { contactValue, type SearchResults } from './filter-results'
import { PageResult } from './page-result'
import { dateTimeFormat } from '@/lib/intl'

export interface SearchActions {
  titleOf: PageTitleFn
  openPage: (page: SearchPage) => void
  openFile: (file: SearchFile) => void
  /** Opens the chat with the contact, or writes them an e-mail where the user has no chat. */
  openContact: (contact: SearchContact) => void
  mailContact: (contact: SearchContact) => void
  canChat: boolean
  toggleBookmark: (page: SearchPage) => void
}

function Group({ heading, empty, children }: { heading: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation('search')
  return (
    <CommandGroup heading={heading}>
      {/* an option the arrows skip: a results list holds options only, so a plain line there broke its role */}
      {empty ? (
        <CommandItem
          disabled
          value={`none:${heading}`}
          className="text-sm text-muted-foreground data-[disabled=true]:opacity-100"
        >
          {t('noResults')}
        </CommandItem>
      ) : (
        children
      )}
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
              <span className="user-text truncate">{file.title}</span>
              <span className="truncate text-xs text-muted-foreground">
                {t('file.meta', { size: file.size, name: file.by })}
              </span>
            </span>
          </CommandItem>
        ))}
      </Group>
      <Group heading={t('groups.contacts')} empty={results.contacts.length === 0}>
        {results.contacts.map((contact) => (
          <ContactResult key={contact.email} contact={contact} date={date} actions={actions} />
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

/**
 * A contact: the option opens their chat. The envelope writes an e-mail instead; like a page's star it is a
 * pointer shortcut (an option may not hold a focusable control), and Ctrl/⌘+E does the same from the keyboard.
 */
function ContactResult({
  contact,
  date,
  actions,
}: {
  contact: SearchContact
  date: Intl.DateTimeFormat
  actions: SearchActions
}) {
  const { t } = useTranslation('search')
  return (
    <CommandItem
      value={contactValue(contact)}
      onSelect={() => actions.openContact(contact)}
      aria-label={`${contact.title}, ${contact.email}, ${t(actions.canChat ? 'contact.chat' : 'contact.mail')}`}
      className="group/contact"
    >
      {/* the option's name already names the person; the avatar is decoration here */}
      <Avatar name={contact.title} src={contact.img} size="sm" aria-hidden="true" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="user-text truncate">{contact.title}</span>
        <span className="user-text truncate text-xs text-muted-foreground">{contact.email}</span>
      </span>
      <span className="ms-auto hidden text-xs text-muted-foreground sm:inline">
        {date.format(new Date(contact.date))}
      </span>
      {actions.canChat ? (
        <>
          <MessageSquare className="text-muted-foreground" aria-hidden="true" />
          <span
            aria-hidden="true"
            data-testid="contact-mail"
            title={t('contact.mail')}
            // pointer events are off for svgs inside items, so the span itself takes the click
            onPointerDown={(event) => event.preventDefault()}
            onClick={(event) => {
              event.stopPropagation()
              actions.mailContact(contact)
            }}
            className="-me-1 flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground opacity-60 group-data-[selected=true]/contact:opacity-100 hover:bg-card/70"
          >
            <Mail className="size-4" />
          </span>
        </>
      ) : (
        <Mail className="text-muted-foreground" aria-hidden="true" />
      )}
    </CommandItem>
  )
}

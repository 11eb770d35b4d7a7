import { ENGLISH_TITLES, type SearchablePageId } from '../../contract/page-titles'
import { PAGES, type PageEntry, type PageId } from '../../contract/pages'
import type { SearchContact, SearchFile, SearchPage } from '../../contract/search'
import { avatarOf, FIRST_CONTACT_ID } from './chat'
import { isoDay } from './prng'

/** A page entry as stored; `isBookmarked` is worked out per user on every answer. */
export type IndexedPage = Omit<SearchPage, 'isBookmarked'>

/**
 * The page search's index: the page table's (contract/pages.ts) searchable pages. A page's id is its position in
 * the table, which is why new pages go at the table's end: stored bookmarks keep pointing at the same pages. The
 * index is stored with the demo data, so a change to it bumps SEED_VERSION (seed/index.ts).
 */
export const seedSearchPages = (): IndexedPage[] =>
  (Object.entries(PAGES) as [PageId, PageEntry][]).flatMap(([target, page], index) =>
    page.search === false
      ? []
      : [
          {
            id: index + 1,
            target,
            title: ENGLISH_TITLES[target as SearchablePageId],
            icon: page.icon,
            link: page.path,
            subject: page.subject,
          },
        ],
  )

export const seedSearchFiles = (): SearchFile[] => [
  {
    title: 'Quarterly tile inventory.csv',
    by: 'Maren Lindqvist',
    size: '256 b',
    file: '/images/files/xlsx.svg',
    url: '/files/tile-inventory.csv',
  },
  {
    title: 'Brand guidelines 2.0.pdf',
    by: 'Jasper Okonkwo',
    size: '1.2 kb',
    file: '/images/files/pdf.svg',
    url: '/files/brand-guidelines.pdf',
  },
  {
    title: 'Onboarding checklist.pdf',
    by: 'Celeste Marchetti',
    size: '1.1 kb',
    file: '/images/files/pdf.svg',
    url: '/files/onboarding-checklist.pdf',
  },
  {
    title: 'Showroom floor plan.svg',
    by: 'Dorian Fairbank',
    size: '1.1 kb',
    file: '/images/files/image.svg',
    url: '/files/showroom-floor-plan.svg',
  },
]

/**
 * Four of the chat's contacts (backend/seed/chat.ts), so a contact found in the page search opens their chat. The
 * seed test keeps the ids and names in step with the chat's list.
 */
export const seedSearchContacts = (now: Date): SearchContact[] => [
  {
    id: FIRST_CONTACT_ID,
    title: 'Calla Everly',
    email: 'calla.everly@tessera.test',
    img: avatarOf('Calla Everly'),
    date: isoDay(now, -1),
  },
  {
    id: FIRST_CONTACT_ID + 3,
    title: 'Farid Okonkwo',
    email: 'farid.okonkwo@tessera.test',
    img: avatarOf('Farid Okonkwo'),
    date: isoDay(now, -4),
  },
  {
    id: FIRST_CONTACT_ID + 4,
    title: 'Greta Lindqvist',
    email: 'greta.lindqvist@tessera.test',
    img: avatarOf('Greta Lindqvist'),
    date: isoDay(now, -9),
  },
  {
    id: FIRST_CONTACT_ID + 7,
    title: 'Soren Whitlock',
    email: 'soren.whitlock@tessera.test',
    img: avatarOf('Soren Whitlock'),
    date: isoDay(now, -16),
  },
]

/** Pages every user starts with in the navbar, by page, in the index's order. */
const DEFAULT_BOOKMARKS: readonly PageId[] = [
  'apps-email',
  'apps-chat',
  'apps-calendar',
  'apps-todo',
  'access-control',
]

export const defaultBookmarkIds = (pages: IndexedPage[]) =>
  pages
    .filter((page) => (DEFAULT_BOOKMARKS as readonly string[]).includes(page.target))
    .map((page) => page.id)

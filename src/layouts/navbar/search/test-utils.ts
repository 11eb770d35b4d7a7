import type { MainSearchReply, SearchPage } from '@contract/search'
import { createInstance } from 'i18next'
import { initReactI18next } from 'react-i18next'
import navigation from '@/i18n/locales/en/navigation.json'
import search from '@/i18n/locales/en/search.json'

/* Shared by the navbar search and bookmark tests: English strings and a small, fixed search index. */

// initReactI18next makes this instance the one useTranslation reads
void createInstance()
  .use(initReactI18next)
  .init({
    lng: 'en',
    resources: { en: { search, navigation } },
    ns: ['search', 'navigation'],
    defaultNS: 'search',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })

export function page(id: number, title: string, link: string, isBookmarked = false): SearchPage {
  return { id, target: link.slice(1), title, icon: 'file', link, subject: 'Page', isBookmarked }
}

export const PAGES: SearchPage[] = [
  page(1, 'Email', '/apps/email', true),
  page(2, 'Chat', '/apps/chat'),
  page(3, 'Calendar', '/apps/calendar'),
  page(4, 'Invoice List', '/apps/invoice/list'),
  page(5, 'Invoice Preview', '/apps/invoice/preview'),
  page(6, 'Invoice Edit', '/apps/invoice/edit'),
  page(7, 'Invoice Add', '/apps/invoice/add'),
  page(8, 'Access Control', '/access-control'),
]

export const searchReply = (pages = PAGES): MainSearchReply => ({
  searchArr: [
    { groupTitle: 'Pages', searchLimit: 4, data: pages },
    {
      groupTitle: 'Files',
      searchLimit: 4,
      data: [
        {
          title: 'Invoice template.pdf',
          by: 'Maren Lindqvist',
          size: '1 mb',
          file: '/pdf.svg',
          url: '/files/brand-guidelines.pdf',
        },
        {
          title: 'Brand guidelines.pdf',
          by: 'Jasper Okonkwo',
          size: '5 mb',
          file: '/pdf.svg',
          url: '/files/brand-guidelines.pdf',
        },
      ],
    },
    {
      groupTitle: 'Contacts',
      searchLimit: 4,
      data: [
        { id: 105, title: 'Greta Saltmarsh', email: 'greta@mosaic.test', img: '/a.png', date: '2026-01-02' },
      ],
    },
  ],
})

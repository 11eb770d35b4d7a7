import type { NavEntry } from './navigation-types'
import { pageLink } from './pages'

export type * from './navigation-types'

/*
 * The menu (the starter kit's: Tessera's own lists every demo screen): its sections, groups and order. A link to a
 * page names the page (`pageLink('home')`): its address, title, icon and ability come from the page table
 * (contract/pages.ts). Titles are i18n keys in the `navigation` namespace; icons are lucide names. A group's
 * `ability` says who sees it; without one it needs `read` on `Auth`, which every signed-in user has. A new page
 * adds its link here (see README.md, "Adding a page").
 */
export const NAVIGATION: NavEntry[] = [
  pageLink('home', { icon: true }),
  { kind: 'section', id: 'pages', titleKey: 'sectionPages' },
  pageLink('access-control', { icon: true }),
  {
    kind: 'group',
    id: 'misc',
    titleKey: 'miscellaneous',
    icon: 'circle-alert',
    children: [
      pageLink('misc-coming-soon', { icon: true }),
      pageLink('misc-not-authorized', { icon: true }),
      pageLink('misc-maintenance', { icon: true }),
      pageLink('misc-error', { icon: true }),
    ],
  },
]

import type { ABILITY_SUBJECTS } from './ability.values'

/*
 * The shape of the page table (contract/pages.ts). Kept apart from the table so that a project made with the
 * starter kit (docs/starter.md) replaces only the table.
 */
export interface PageEntry {
  /** the page's address; the routes below it (`/apps/user/view/3`) belong to the page too */
  path: string
  /** other addresses that show the same page (`/` is also `/dashboard/ecommerce`) */
  alsoOn?: readonly string[]
  /** its name, a key in the page's `navigation` namespace: menu, tab title, page search and bookmarks show it */
  titleKey: string
  /** a lucide icon by its kebab-case name (drawn through src/layouts/page-icons/page-icon.tsx) */
  icon: string
  /** what a user needs to open the page: `read` on it unless `action` says `manage` */
  subject: (typeof ABILITY_SUBJECTS)[number]
  action?: 'read' | 'manage'
  /** false: the page search does not offer it (nor can it be bookmarked) */
  search?: boolean
}

/** A link of the account menu (the navbar's avatar): its label, a key in `shell:userMenu`, and its page. */
export interface UserMenuLink<Id extends string = string> {
  label: string
  page: Id
}

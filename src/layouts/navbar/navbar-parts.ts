import type { ComponentType } from 'react'
import { lazyComponent } from '@/lib/lazy-component'
import { NavbarSearch } from './search/navbar-search'

/*
 * The navbar's optional parts, in one place so a project can go without them: the starter kit replaces this file
 * (and navbar-menus.tsx) with versions that have neither page search nor bookmarks (docs/starter.md). `null` leaves
 * a part out.
 */

/** Page search (the magnifier and its dialog); it asks `/api/search`. */
export const NavbarSearchPart: ComponentType | null = NavbarSearch

// Bookmarks need the API anyway, so their code (icons, tooltips, picker) loads beside that call, not before paint.
export const NavbarBookmarks: ComponentType | null = lazyComponent(
  () => import('./bookmarks/navbar-bookmarks'),
  'NavbarBookmarks',
)

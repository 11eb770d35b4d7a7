import type { ComponentType } from 'react'
import { NavbarBookmarks as Bookmarks } from './bookmarks/navbar-bookmarks'
import { NavbarSearch } from './search/navbar-search'

/*
 * The navbar's optional parts, in one place so a project can go without them: the starter kit replaces this file
 * (and navbar-menus.tsx) with versions that have neither page search nor bookmarks (docs/starter.md). `null` leaves
 * a part out.
 */

/** Page search (the magnifier and its dialog); it asks `/api/search`. */
export const NavbarSearchPart: ComponentType | null = NavbarSearch

/** The bookmarked pages' links and the star that picks them (their tooltips and picker load on intent). */
export const NavbarBookmarks: ComponentType | null = Bookmarks

/**
 * Holds the place of navbar-menus.tsx's four dropdowns until they load, so nothing shifts: their width in English
 * (158 px, and 216.5 px from md up, where the language button shows its name), measured in the browser. At 12rem
 * and 16.5rem the navbar's end group shrank by 34 px as the menus arrived, a layout shift on every first load.
 */
export const MENUS_PLACEHOLDER_CLASS = 'block h-9 w-[9.875rem] md:w-[13.5rem]'

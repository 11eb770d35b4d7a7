import type { ComponentType } from 'react'

/*
 * The navbar's optional parts (the starter kit's version: Tessera's own has page search and bookmarks, which read
 * an index of the demo's pages). To add a part, export a component here; `null` leaves it out.
 */

/** Page search: none in the starter. */
export const NavbarSearchPart: ComponentType | null = null

/** Bookmarked pages: none in the starter. */
export const NavbarBookmarks: ComponentType | null = null

/** Holds the place of navbar-menus.tsx's two dropdowns until they load, so nothing shifts. */
export const MENUS_PLACEHOLDER_CLASS = 'block h-9 w-[5rem] md:w-[7.5rem]'

import { writeUrlSearch, type UrlFields, type UrlSearch } from './params'

/**
 * A route's `validateSearch` that only types the params from the page's fields; the page reads them with
 * useUrlState. Import the fields as a type (`import type { todoFields }` and `typedSearch<typeof todoFields>()`),
 * so neither the fields nor what they import reach the entry chunk that every route file is part of. Its own
 * file, imported directly by route files, so the readers and the hook stay in the pages' chunks.
 */
export const typedSearch =
  <F extends UrlFields>() =>
  (search: Record<string, unknown>) =>
    search as UrlSearch<F>

/**
 * A route's `validateSearch` that reads the params with the page's fields, as useUrlState does: a value they
 * cannot read, or one equal to its default, reads as absent; params they do not name are kept. So the router's
 * own search (a loader's, a link's `search` function) holds only what the page can use. The fields then sit in
 * the entry chunk with the route file: keep them to plain values (the contract's `*.values.ts`), never zod.
 */
export const parsedSearch =
  <F extends UrlFields>(fields: F) =>
  (search: Record<string, unknown>) => {
    const parsed = writeUrlSearch(fields, search, {})
    // undefined, not left out: the router lays a route's search over its parent's, which still holds the raw text
    for (const name of Object.keys(fields)) if (!(name in parsed)) parsed[name] = undefined
    return parsed as UrlSearch<F>
  }

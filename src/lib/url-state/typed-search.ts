import type { UrlFields, UrlSearch } from './params'

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

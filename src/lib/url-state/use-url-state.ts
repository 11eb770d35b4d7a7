import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react'
import { readUrlState, writeUrlSearch, type UrlFields, type UrlSearch, type UrlState } from './params'

export type UrlStateChange<F extends UrlFields> =
  Partial<UrlState<F>> | ((previous: UrlState<F>) => Partial<UrlState<F>>)

export interface UrlStateWriteOptions {
  /** Replace the history entry instead of adding one: for changes Back should skip, such as typing. */
  replace?: boolean
}

export type SetUrlState<F extends UrlFields> = (
  change: UrlStateChange<F>,
  options?: UrlStateWriteOptions,
) => void

/**
 * A list screen's state (search text, filters, sort, page) kept in the URL's search params, so a view can be
 * shared, survives a reload, and Back and Forward step through it.
 *
 * `state` is read from the router's current location on every render and never copied into React state: Back
 * shows the previous list without any syncing. Each field falls back to its default when the URL leaves it out
 * or holds something unreadable (`page=abc`), so a stale or hand-edited link never breaks the page.
 *
 * `setState` merges a change (or a function of the current state) into the URL: values equal to their default are
 * left out, an unreadable value is dropped on the way, and params this hook does not name are kept. It pushes a
 * history entry unless `{ replace: true }`. Its identity never changes.
 *
 * `fields` are plain functions (`./params`), not zod, so the hook adds nothing heavy to the page chunk that uses
 * it; declare them once at module level (see docs/state.md, "List state in the URL").
 */
export function useUrlState<F extends UrlFields>(fields: F): [UrlState<F>, SetUrlState<F>] {
  // the nearest route's search; the router keeps the object when the URL's search has not changed
  const search: Record<string, unknown> = useSearch({ strict: false })
  const state = useMemo(() => readUrlState(fields, search), [fields, search])

  const navigate = useNavigate()
  // the setter reads the latest fields without changing identity when a caller passes a new object
  const fieldsRef = useRef(fields)
  useLayoutEffect(() => {
    fieldsRef.current = fields
  })
  const setState = useCallback<SetUrlState<F>>(
    (change, options = {}) =>
      void navigate({
        // a function of the search at the moment of navigating, so two quick changes both land
        search: (previous: Record<string, unknown>) => {
          const current = fieldsRef.current
          const patch = typeof change === 'function' ? change(readUrlState(current, previous)) : change
          return writeUrlSearch(current, previous, patch)
        },
        replace: options.replace,
        // the router types search per destination route; this hook serves any route, and the fields are its types
      } as Parameters<typeof navigate>[0]),
    [navigate],
  )
  return [state, setState]
}

/**
 * A route's `validateSearch` that only types the params from the page's fields; the page reads them with
 * useUrlState. Import the fields as a type (`import type { todoFields }` and `typedSearch<typeof todoFields>()`),
 * so neither the fields nor what they import reach the entry chunk that every route file is part of.
 */
export const typedSearch =
  <F extends UrlFields>() =>
  (search: Record<string, unknown>) =>
    search as UrlSearch<F>

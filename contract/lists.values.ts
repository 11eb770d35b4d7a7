/**
 * The list calls that answer a bare array answer at most WHOLE_LIST_MAX rows from `offset` (default 0), with the
 * whole list's length in the TOTAL_COUNT_HEADER header (docs/api.md, "Limits"). Zod-free, so the page can import it.
 */
export const WHOLE_LIST_MAX = 1000
export const TOTAL_COUNT_HEADER = 'X-Total-Count'

import { WHOLE_LIST_MAX } from '@contract/lists.values'

/**
 * Every row of a list the contract answers as a capped bare array (docs/api.md, "Limits"): asks again from the
 * next offset while a reply is full, so a screen that shows the whole list (the to-do list, the calendar, the
 * client picker) still shows all of it past the cap. One call for any list under the cap.
 */
export async function wholeList<T>(fetchFrom: (offset: number | undefined) => Promise<T[]>): Promise<T[]> {
  const rows = await fetchFrom(undefined)
  for (let last = rows.length; last === WHOLE_LIST_MAX; ) {
    const next = await fetchFrom(rows.length)
    rows.push(...next)
    last = next.length
  }
  return rows
}

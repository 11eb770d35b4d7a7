// @vitest-environment node
import { INVOICE_STATUSES } from '../../contract/invoice.values'
import { USER_PLANS, USER_ROLES, USER_STATUSES } from '../../contract/users.values'
import { PGLITE, type TestStorage } from './databases'
import { sortItems } from '../lib/list'
import { createRandom } from '../seed/prng'

// The user and invoice lists sort in SQL on `list_sort_key` (migration 007) where the route sorts with
// Intl.Collator (backend/lib/list.ts `sortItems`). Both must give one order, ties included, for every text the key
// covers; a text it does not cover must have no key, so the route's own path sorts that list.
let storage: TestStorage
beforeAll(async () => {
  storage = await PGLITE.open()
}, 60_000)
afterAll(() => storage.close())

const keysOf = async (texts: string[]) =>
  (
    await storage.db!.query<{ key: string | null }>(
      'select list_sort_key(t) as key from unnest($1::text[]) with ordinality as texts(t, n) order by n',
      [texts],
    )
  ).map((row) => row.key)

/** Rows sorted as the database sorts them: by key byte by byte, ties in the order given. */
const byKey = (rows: { text: string; key: string }[], direction: 'asc' | 'desc') =>
  rows
    .map((row, at) => ({ ...row, at }))
    .toSorted((a, b) => {
      const order = a.key < b.key ? -1 : a.key > b.key ? 1 : 0
      return (direction === 'asc' ? order : -order) || a.at - b.at
    })
    .map((row) => row.text)

const PUNCTUATION = ` _-,;:!?.'"()[]{}@*/\\&#%\`^+<=>|~$`
const PIECES = ['a', 'A', 'b', 'B', 'z', 'Zo', '0', '1', '9', '10', '007', '42', ...PUNCTUATION.split('')]

it('orders and ties the texts of its alphabet as the collator does, both ways', async () => {
  const random = createRandom(40)
  const texts = Array.from({ length: 3000 }, () =>
    Array.from({ length: random.int(0, 5) }, () => random.pick(PIECES)).join(''),
  )
  const keys = await keysOf(texts)
  expect(keys.every((key) => key !== null)).toBe(true)
  const rows = texts.map((text, at) => ({ text, key: keys[at] as string }))
  for (const direction of ['asc', 'desc'] as const)
    expect(byKey(rows, direction)).toEqual(sortItems(rows, 'text', direction).map((row) => row.text))
})

it('gives no key to a text outside its alphabet, or with a number it cannot pad', async () => {
  expect(await keysOf(['Émile', 'Zoë', 'Ørsted', 'tab\there', 'ß', '12345678901', 'a\u00a0b'])).toEqual(
    Array(7).fill(null),
  )
  expect(await keysOf(['1234567890', '00000000000001', ''])).not.toContain(null)
})

it("has the filters' values in the collator's order byte by byte, so they sort in SQL as they are", () => {
  for (const values of [USER_ROLES, USER_PLANS, USER_STATUSES, INVOICE_STATUSES]) {
    const rows = values.map((value) => ({ value }))
    const bytes = values.toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    expect(sortItems(rows, 'value').map((row) => row.value)).toEqual(bytes)
  }
})

/**
 * Sorting `/api/datatables/data` (sortColumn + sort) as table rows (see cases.ts). Each sorted reply is checked
 * against the seed's employees (the cases change none): ordered by the column, ties in store (id) order.
 */
import { datatablesApi, type Employee } from '../../contract/datatables'
import { buildSeed } from '../seed'
import type { ApiCase, ApiReply, Expect } from './cases'
import { get } from './requests'

const text = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })
const compare = (a: Employee, b: Employee, column: keyof Employee) => {
  const [x, y] = [a[column], b[column]]
  return typeof x === 'number' && typeof y === 'number' ? x - y : text.compare(String(x), String(y))
}

const EMPLOYEES = buildSeed(new Date()).employees

/** The page is the expected slice of the employees, stably sorted by `column`. */
const expectSortedPage =
  (
    column: keyof Employee,
    desc: boolean,
    page = 1,
    perPage = 10,
    keep: (row: Employee) => boolean = () => true,
  ) =>
  ({ body }: ApiReply, expect: Expect) => {
    const all = EMPLOYEES.filter(keep)
    const sorted = all.toSorted((a, b) => compare(a, b, column) * (desc ? -1 : 1))
    expect(body.total).toBe(all.length)
    expect((body.invoices as Employee[]).map((row) => row.id)).toEqual(
      sorted.slice((page - 1) * perPage, page * perPage).map((row) => row.id),
    )
  }

export const DATATABLE_SORT_CASES: ApiCase[] = [
  {
    name: 'datatables sorts by salary ascending',
    request: (s) => get(datatablesApi.data, s.admin.accessToken, 'sortColumn=salary&sort=asc&perPage=100'),
    status: 200,
    check: (reply, expect) => {
      expectSortedPage('salary', false, 1, 100)(reply, expect)
      const salaries = (reply.body.invoices as Employee[]).map((row) => row.salary)
      expect(salaries[0] <= salaries[99]).toBe(true)
    },
  },
  {
    name: 'datatables sorts by full name descending, page 2 of 25',
    request: (s) =>
      get(datatablesApi.data, s.admin.accessToken, 'sortColumn=full_name&sort=desc&page=2&perPage=25'),
    status: 200,
    check: expectSortedPage('full_name', true, 2, 25),
  },
  {
    name: 'datatables sortColumn alone sorts ascending',
    request: (s) => get(datatablesApi.data, s.admin.accessToken, 'sortColumn=age'),
    status: 200,
    check: expectSortedPage('age', false),
  },
  {
    name: 'datatables sorts experience by its number ("9 Years" before "10 Years")',
    request: (s) =>
      get(datatablesApi.data, s.admin.accessToken, 'sortColumn=experience&sort=desc&perPage=100'),
    status: 200,
    check: ({ body }, expect) => {
      const years = (body.invoices as Employee[]).map((row) => Number.parseInt(row.experience, 10))
      expect(years).toEqual(years.toSorted((a, b) => b - a))
    },
  },
  {
    name: 'datatables sorts after searching',
    request: (s) =>
      get(datatablesApi.data, s.admin.accessToken, 'q=a&sortColumn=start_date&sort=desc&perPage=5&page=2'),
    status: 200,
    check: (reply, expect) => {
      const rows = reply.body.invoices as Employee[]
      expect(rows).toHaveLength(5)
      const dates = rows.map((row) => row.start_date)
      expect(dates).toEqual(dates.toSorted().toReversed())
      const searched = ['full_name', 'post', 'email', 'age', 'salary', 'start_date'] as const
      expectSortedPage('start_date', true, 2, 5, (row) =>
        searched.some((field) => String(row[field]).toLowerCase().includes('a')),
      )(reply, expect)
    },
  },
  {
    name: 'datatables sorts the same list both ways, each time with ties in id order',
    request: (s) => get(datatablesApi.data, s.admin.accessToken, 'sortColumn=status&sort=desc&perPage=100'),
    status: 200,
    check: (reply, expect) => {
      expectSortedPage('status', true, 1, 100)(reply, expect)
      const rows = reply.body.invoices as Employee[]
      const fives = rows.filter((row) => row.status === rows[0].status).map((row) => row.id)
      expect(fives).toEqual(fives.toSorted((a, b) => a - b))
    },
  },
  {
    name: 'datatables sort without sortColumn keeps the store order',
    request: (s) => get(datatablesApi.data, s.admin.accessToken, 'sort=desc'),
    status: 200,
    check: ({ body }, expect) =>
      expect((body.invoices as Employee[]).map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
  },
  ...['avatar', 'password', 'salary;drop', ''].map((column): ApiCase => ({
    name: `datatables rejects sortColumn=${column || '(empty)'}`,
    request: (s) => get(datatablesApi.data, s.admin.accessToken, `sortColumn=${encodeURIComponent(column)}`),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual(['sortColumn']),
  })),
  ...['up', 'ASC', ''].map((sort): ApiCase => ({
    name: `datatables rejects sort=${sort || '(empty)'}`,
    request: (s) => get(datatablesApi.data, s.admin.accessToken, `sortColumn=salary&sort=${sort}`),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual(['sort']),
  })),
  {
    name: 'datatables: every row as allData beside the page, as the spec has it',
    request: (s) => get(datatablesApi.data, s.admin.accessToken, 'perPage=5'),
    status: 200,
    check: (reply, expect) => {
      expect((reply.body.allData as Employee[]).map((row) => row.id)).toEqual(EMPLOYEES.map((row) => row.id))
      expect(reply.body.invoices).toHaveLength(5)
    },
  },
  {
    name: 'datatables: allData=false answers the page and the total only',
    request: (s) =>
      get(
        datatablesApi.data,
        s.admin.accessToken,
        'sortColumn=salary&sort=desc&page=2&perPage=7&allData=false',
      ),
    status: 200,
    check: (reply, expect) => {
      expectSortedPage('salary', true, 2, 7)(reply, expect)
      expect(Object.keys(reply.body).toSorted()).toEqual(['invoices', 'total'])
    },
  },
  {
    name: 'datatables: allData other than true or false is 400',
    request: (s) => get(datatablesApi.data, s.admin.accessToken, 'allData=0'),
    status: 400,
    check: (reply, expect) => expect(reply.body).toEqual({ error: { allData: 'Must be true or false' } }),
  },
]

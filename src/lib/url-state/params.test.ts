import {
  enumParam,
  intParam,
  listParam,
  oneOf,
  readUrlState,
  textParam,
  toUrlSearch,
  writeUrlSearch,
} from './params'
import { parsedSearch } from './typed-search'

const fields = {
  q: textParam(),
  page: intParam({ default: 1, min: 1 }),
  perPage: oneOf([10, 25, 50], 10),
  sort: enumParam(['name', 'date']),
  open: intParam({ min: 1 }),
  tags: listParam(enumParam(['red', 'blue'])),
}

describe('readUrlState', () => {
  it('fills in every default for an empty URL', () => {
    expect(readUrlState(fields, {})).toEqual({
      q: '',
      page: 1,
      perPage: 10,
      sort: undefined,
      open: undefined,
      tags: [],
    })
  })

  it('reads each value in every form the router hands over', () => {
    expect(
      readUrlState(fields, { q: 2.4, page: '3', perPage: 25, sort: 'date', open: 7, tags: ['blue', 'red'] }),
    ).toEqual({ q: '2.4', page: 3, perPage: 25, sort: 'date', open: 7, tags: ['blue', 'red'] })
    expect(readUrlState(fields, { perPage: '50', tags: 'red' })).toMatchObject({ perPage: 50, tags: ['red'] })
  })

  it('falls back to the default for what it cannot read, without throwing', () => {
    expect(
      readUrlState(fields, {
        q: { nested: true },
        page: 'abc',
        perPage: 11,
        sort: 'bogus',
        open: 0,
        tags: ['green', 'red', 'red', null],
      }),
    ).toEqual({ q: '', page: 1, perPage: 10, sort: undefined, open: undefined, tags: ['red'] })
    for (const page of [0, -2, 1.5, '', null, ['2'], Number.NaN])
      expect(readUrlState(fields, { page }).page).toBe(1)
    expect(readUrlState({ q: textParam({ maxLength: 3 }) }, { q: 'long' }).q).toBe('lon')
  })
})

describe('writeUrlSearch', () => {
  it('leaves values equal to their default out and keeps params the fields do not name', () => {
    expect(writeUrlSearch(fields, { page: 4, other: 'x' }, { page: 1, q: 'tile', tags: [] })).toEqual({
      q: 'tile',
      other: 'x',
    })
    expect(writeUrlSearch(fields, { sort: 'name', open: 3 }, { sort: undefined, open: undefined })).toEqual(
      {},
    )
  })

  it('drops an unreadable value on the next write', () => {
    expect(writeUrlSearch(fields, { page: 'abc', sort: 'bogus' }, { q: 'a' })).toEqual({ q: 'a' })
  })

  it('writes a list as a list, so repeated keys and JSON both read back', () => {
    expect(writeUrlSearch(fields, {}, { tags: ['red', 'blue'] })).toEqual({ tags: ['red', 'blue'] })
  })
})

it('toUrlSearch gives a link only what differs from the defaults', () => {
  expect(toUrlSearch(fields, { q: '', page: 2, sort: 'name' })).toEqual({ page: 2, sort: 'name' })
})

it('parsedSearch gives the router only what the fields can read, and keeps params they do not name', () => {
  const parsed = parsedSearch(fields)({
    q: 'tile',
    page: 'abc',
    perPage: '25',
    sort: 'bogus',
    tags: 'red',
    x: 1,
  })
  expect(parsed).toEqual({ q: 'tile', perPage: 25, tags: ['red'], x: 1 })
  // absent as undefined, so the value a parent route still holds does not show through
  expect(Object.keys(parsed)).toEqual(expect.arrayContaining(['page', 'sort', 'open']))
})

import { readUrlState } from '@/lib/url-state'
import { todoFields, toTasksQuery } from './todo-search'

const read = (search: Record<string, unknown>) => readUrlState(todoFields, search)
const EMPTY = { filter: undefined, tag: undefined, q: '', sortBy: undefined }

describe('the to-do URL', () => {
  it('keeps known values', () => {
    const search = { filter: 'deleted', tag: 'high', q: 'grout', sortBy: 'due-date' }
    expect(read(search)).toEqual(search)
  })

  it('drops unknown or empty values instead of failing the page', () => {
    expect(read({ filter: 'archived', tag: 7, q: '', sortBy: ['latest'] })).toEqual(EMPTY)
  })

  it('reads a number typed as the search text as text', () => {
    expect(read({ q: 2.4 }).q).toBe('2.4')
  })

  it('sends trimmed text to the API and nothing for blank text', () => {
    expect(toTasksQuery({ ...EMPTY, q: '  glaze ' })).toEqual({ q: 'glaze' })
    expect(toTasksQuery({ ...EMPTY, q: '   ' }).q).toBeUndefined()
  })
})

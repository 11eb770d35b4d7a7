import { parseTodoSearch, toTasksQuery } from './todo-search'

describe('parseTodoSearch', () => {
  it('keeps known values', () => {
    const search = { filter: 'deleted', tag: 'high', q: 'grout', sortBy: 'due-date' }
    expect(parseTodoSearch(search)).toEqual(search)
  })

  it('drops unknown or empty values instead of failing the page', () => {
    expect(parseTodoSearch({ filter: 'archived', tag: 7, q: '', sortBy: ['latest'] })).toEqual({})
  })

  it('reads a number typed as the search text as text', () => {
    expect(parseTodoSearch({ q: 2.4 })).toEqual({ q: '2.4' })
  })

  it('sends trimmed text to the API and nothing for blank text', () => {
    expect(toTasksQuery({ q: '  glaze ' })).toEqual({ q: 'glaze' })
    expect(toTasksQuery({ q: '   ' }).q).toBeUndefined()
  })
})

import { parseChatSearch } from './search'

describe('parseChatSearch', () => {
  it('keeps a positive integer contact (from text or number) and non-empty search text', () => {
    expect(parseChatSearch({ contact: '103', q: 'cal' })).toEqual({ contact: 103, q: 'cal' })
    expect(parseChatSearch({ contact: 7 })).toEqual({ contact: 7 })
  })

  it('drops bad values instead of failing the page', () => {
    for (const contact of ['abc', '0', '-2', '1.5', '', null, undefined, ['1', '2']])
      expect(parseChatSearch({ contact, q: '' })).toEqual({})
    expect(parseChatSearch({ q: 42 })).toEqual({})
  })
})

import { readUrlState } from '@/lib/url-state'
import { chatFields } from './search'

describe('the chat URL', () => {
  it('keeps a positive integer contact (from text or number) and the search text', () => {
    expect(readUrlState(chatFields, { contact: '103', q: 'cal' })).toEqual({ contact: 103, q: 'cal' })
    expect(readUrlState(chatFields, { contact: 7, q: 42 })).toEqual({ contact: 7, q: '42' })
  })

  it('drops bad values instead of failing the page', () => {
    for (const contact of ['abc', '0', '-2', '1.5', '', null, ['1', '2']])
      expect(readUrlState(chatFields, { contact })).toEqual({ contact: undefined, q: '' })
  })
})

import { tooLongMessage } from '@contract/common'
import { translatedLimit } from './text-limits'

const t = (_key: 'common:validation.tooLong', { max }: { max: number }) => `höchstens ${max}`

describe('translatedLimit', () => {
  it('reads the contract’s limit message back and says it in the page’s words; other messages are not its own', () => {
    expect(translatedLimit(t, tooLongMessage(250))).toBe('höchstens 250')
    expect(translatedLimit(t, 'Title is required')).toBeUndefined()
    expect(translatedLimit(t, 'At most 3 values')).toBeUndefined()
  })
})

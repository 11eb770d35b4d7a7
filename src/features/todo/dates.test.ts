import { dateOfIsoDay, isoDayOf } from './dates'

describe('due-date days', () => {
  it('round-trips a local day', () => {
    expect(isoDayOf(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05')
    expect(dateOfIsoDay('2026-01-05')).toEqual(new Date(2026, 0, 5))
  })

  it('rejects days that do not exist or are not written as yyyy-MM-dd', () => {
    expect(dateOfIsoDay('2026-02-30')).toBeUndefined()
    expect(dateOfIsoDay('5.1.2026')).toBeUndefined()
  })
})

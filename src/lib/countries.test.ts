import { countryOptions, countryOptionsFor } from './countries'

describe('countryOptions', () => {
  it('names every country in the language, sorted there, and keeps the English name as the value', () => {
    const german = countryOptions('de')
    expect(german.length).toBe(249)
    expect(german).toContainEqual(['Germany', 'Deutschland'])
    expect(german).toContainEqual(['Norway', 'Norwegen'])
    const names = german.map(([, text]) => text)
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare))
  })

  it('keeps a stored value that is no country’s English name as its own option, once', () => {
    expect(countryOptionsFor('en', 'Atlantis')[0]).toEqual(['Atlantis', 'Atlantis'])
    expect(countryOptionsFor('fr', 'Norway').filter(([value]) => value === 'Norway')).toEqual([
      ['Norway', 'Norvège'],
    ])
    expect(countryOptionsFor('en', '')).toBe(countryOptions('en'))
  })
})

import type { AutocompleteEntry } from '../../contract/autocomplete'
import type { Random } from './prng'

const ADJECTIVES = [
  'Amber',
  'Silent',
  'Copper',
  'Hollow',
  'Northern',
  'Velvet',
  'Paper',
  'Crimson',
  'Lucky',
  'Distant',
  'Salt',
  'Iron',
  'Glass',
  'Wandering',
  'Quiet',
  'Golden',
  'Broken',
  'Winter',
  'Electric',
  'Painted',
] as const
const NOUNS = [
  'Harbor',
  'Lantern',
  'Orchard',
  'Compass',
  'Meridian',
  'Garden',
  'Signal',
  'Tide',
  'Archive',
  'Summit',
  'Atlas',
  'Ferry',
  'Observatory',
  'Kite',
  'Citadel',
  'Market',
  'River',
  'Mosaic',
  'Workshop',
  'Canyon',
] as const

/** 100 distinct invented titles (think book or film names) with a popularity rank. */
export function seedAutocomplete(random: Random): AutocompleteEntry[] {
  const titles = new Set<string>()
  while (titles.size < 100) titles.add(`The ${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`)
  return [...titles].map((title, index) => ({ id: index + 1, title, rank: random.int(1, 1000) }))
}

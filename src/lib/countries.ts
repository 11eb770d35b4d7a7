/*
 * Countries for a select: ISO 3166-1 alpha-2 codes, named by the browser's own Intl.DisplayNames in the reader's
 * language, so no list of names ships in five languages. The account's `country` is free text in the contract and
 * the seed and other screens store the English name, so the select's value is the English name and its label the
 * name in the current language (see docs/i18n.md, "Country names").
 */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ')

/** `[stored value, label]`: the English name, and the name in `language`. */
export type CountryOption = readonly [value: string, text: string]

const byLanguage = new Map<string, CountryOption[]>()

/** Every country, sorted by its name in `language`. */
export function countryOptions(language: string): readonly CountryOption[] {
  let options = byLanguage.get(language)
  if (!options) {
    const english = new Intl.DisplayNames(['en'], { type: 'region' })
    const local = new Intl.DisplayNames([language, 'en'], { type: 'region' })
    const collator = new Intl.Collator(language)
    options = COUNTRY_CODES.map((code): CountryOption => [
      english.of(code) ?? code,
      local.of(code) ?? code,
    ]).sort((a, b) => collator.compare(a[1], b[1]))
    byLanguage.set(language, options)
  }
  return options
}

/**
 * The options for a stored value: a value no country's English name matches (older free text) stays in the list
 * as it is, so the select still shows it and a save does not lose it.
 */
export function countryOptionsFor(language: string, value: string): readonly CountryOption[] {
  const options = countryOptions(language)
  if (!value || options.some(([english]) => english === value)) return options
  return [[value, value], ...options]
}

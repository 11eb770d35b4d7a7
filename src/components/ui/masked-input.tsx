import { useLayoutEffect, useRef, type ChangeEvent } from 'react'
import { Input, type InputProps } from './input'

/** What each pattern character other than a literal accepts: `0` a digit, `A` a letter, `*` either. */
const TOKENS: Record<string, RegExp> = { '0': /\d/, A: /[A-Za-z]/, '*': /[A-Za-z0-9]/ }
const SIGNIFICANT = /[A-Za-z0-9]/

/**
 * Formats typed text into a pattern where `0` is a digit, `A` a letter, `*` a letter or digit and every other
 * character is a literal (keep literals to punctuation and spaces):
 * `formatPattern('5551234567', '(000) 000-0000')` → `(555) 123-4567`. Characters a slot does not accept are
 * dropped, extra ones are cut off, and literals appear only once a character follows them, so Backspace works
 * naturally. Blocks of any length are just a pattern: `00-000-0000`, `AAAA-0000`.
 */
export function formatPattern(text: string, pattern: string): string {
  const chars = text.split('').filter((char) => SIGNIFICANT.test(char))
  let out = ''
  let next = 0
  for (const slot of pattern) {
    const token = TOKENS[slot]
    if (!token) {
      if (next >= chars.length) break
      out += slot
      continue
    }
    while (next < chars.length && !token.test(chars[next] ?? '')) next += 1
    if (next >= chars.length) break
    out += chars[next]
    next += 1
  }
  return out
}

/** The typed characters of a `formatPattern` value, without its literals: `(555) 123-4567` → `5551234567`. */
export function unformatPattern(value: string, pattern: string): string {
  return value
    .split('')
    .filter((char, index) => TOKENS[pattern[index] ?? ''] !== undefined && SIGNIFICANT.test(char))
    .join('')
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay'

/** The card network a number belongs to, from its first digits (`null` until they tell). */
export function detectCardBrand(text: string): CardBrand | null {
  const digits = text.replace(/\D/g, '')
  if (digits.startsWith('4')) return 'visa'
  if (/^3[47]/.test(digits)) return 'amex'
  if (/^3(0[0-5]|[68])/.test(digits)) return 'diners'
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard'
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover'
  if (/^35(2[89]|[3-8])/.test(digits)) return 'jcb'
  if (digits.startsWith('62')) return 'unionpay'
  return null
}

/** The grouping printed on a card of that brand: 4-6-5 for American Express, 4-6-4 for Diners, else 4-4-4-4. */
export function cardPattern(brand: CardBrand | null): string {
  if (brand === 'amex') return '0000 000000 00000'
  if (brand === 'diners') return '0000 000000 0000'
  return '0000 0000 0000 0000'
}

/** Formats a card number with its brand's grouping as you type. */
export function formatCardNumber(text: string): string {
  return formatPattern(text, cardPattern(detectCardBrand(text)))
}

/** The group and decimal separators of a locale, e.g. `[',', '.']` for en, `['.', ',']` for de. */
export function separatorsOf(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6)
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  }
}

/**
 * Formats a typed number with the locale's thousands separators as you type (`1234567.5` → `1,234,567.5` in
 * en, `1.234.567,5` in de). Keeps at most `decimals` digits after the locale's decimal separator; latin digits.
 */
export function formatNumeral(text: string, locale: string, decimals = 2): string {
  const { group, decimal } = separatorsOf(locale)
  const negative = text.trim().startsWith('-')
  const cut = text.indexOf(decimal)
  const intDigits = (cut === -1 ? text : text.slice(0, cut)).replace(/\D/g, '').replace(/^0+(?=\d)/, '')
  const grouped = intDigits.replace(/\B(?=(\d{3})+(?!\d))/g, group.replace(/\s/, '\u00a0'))
  let out = (negative ? '-' : '') + grouped
  if (cut !== -1 && decimals > 0) {
    out +=
      decimal +
      text
        .slice(cut + 1)
        .replace(/\D/g, '')
        .slice(0, decimals)
  }
  return out
}

/** Reads the plain number back from `formatNumeral`'s text (`NaN` when empty). */
export function parseNumeral(text: string, locale: string): number {
  const { decimal } = separatorsOf(locale)
  const [whole = '', fraction = ''] = text.split(decimal)
  const clean = `${whole.trim().startsWith('-') ? '-' : ''}${whole.replace(/\D/g, '')}.${fraction.replace(/\D/g, '')}`
  return clean === '.' || clean === '-.' ? Number.NaN : Number(clean)
}

export interface MaskedInputProps extends Omit<InputProps, 'value' | 'onChange' | 'defaultValue' | 'prefix'> {
  /** A pattern such as `0000 0000 0000 0000`, or a function that formats the typed text. */
  mask: string | ((text: string) => string)
  /**
   * Fixed text that leads the value once something is typed (`+1 `, `$`); it cannot be edited away and is not
   * passed to `mask`. Its characters are part of `value`: strip it with `value.slice(prefix.length)`.
   */
  prefix?: string
  value: string
  /** The formatted text, ready to show and store. */
  onValueChange: (value: string) => void
}

const countSignificant = (text: string) => text.split('').filter((char) => SIGNIFICANT.test(char)).length

/**
 * An input that formats as you type (phone, card, date, amounts). The caret stays after the same character it
 * was after, so editing in the middle works. Give it `inputMode="numeric"` and a placeholder that shows the format.
 */
export function MaskedInput({ mask, prefix = '', value, onValueChange, ...props }: MaskedInputProps) {
  const ref = useRef<HTMLInputElement>(null)
  // where the caret goes once the formatted text is on screen: after this many letters/digits, or at the end
  const pendingCaret = useRef<number | 'end' | null>(null)
  const format = (text: string) => {
    const body = text.startsWith(prefix) ? text.slice(prefix.length) : text
    const formatted = typeof mask === 'string' ? formatPattern(body, mask) : mask(body)
    return formatted === '' ? '' : prefix + formatted
  }

  useLayoutEffect(() => {
    const element = ref.current
    const caret = pendingCaret.current
    pendingCaret.current = null
    if (!element || caret === null || document.activeElement !== element) return
    let position = element.value.length
    if (caret !== 'end') {
      let seen = 0
      position = 0
      while (position < element.value.length && seen < caret) {
        if (SIGNIFICANT.test(element.value[position] ?? '')) seen += 1
        position += 1
      }
    }
    // never inside the prefix
    if (prefix && element.value.startsWith(prefix)) position = Math.max(position, prefix.length)
    element.setSelectionRange(position, position)
  })

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    // an edit that reaches into the prefix is undone, unless it empties the field
    if (prefix && value && input.value !== '' && !input.value.startsWith(prefix)) {
      input.value = value
      return
    }
    const caret = input.selectionStart ?? input.value.length
    pendingCaret.current =
      caret >= input.value.length ? 'end' : countSignificant(format(input.value.slice(0, caret)))
    onValueChange(format(input.value))
  }

  return <Input ref={ref} value={value} onChange={onChange} {...props} />
}

import { useLayoutEffect, useRef, type ChangeEvent } from 'react'
import { Input, type InputProps } from './input'

/**
 * Formats typed digits into a pattern where `0` is a digit and every other character is a literal:
 * `formatPattern('5551234567', '(000) 000-0000')` → `(555) 123-4567`. Anything but digits is dropped, extra
 * digits are cut off, and literals appear only once a digit follows them, so Backspace works naturally.
 */
export function formatPattern(text: string, pattern: string): string {
  const digits = text.replace(/\D/g, '')
  let out = ''
  let next = 0
  for (const char of pattern) {
    if (next >= digits.length) break
    if (char === '0') {
      out += digits[next]
      next += 1
    } else {
      out += char
    }
  }
  return out
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

export interface MaskedInputProps extends Omit<InputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** A pattern such as `0000 0000 0000 0000`, or a function that formats the typed text. */
  mask: string | ((text: string) => string)
  value: string
  /** The formatted text, ready to show and store. */
  onValueChange: (value: string) => void
}

/**
 * An input that formats as you type (phone, card, date, amounts). The caret stays after the same digit it was
 * after, so editing in the middle works. Give it `inputMode="numeric"` and a placeholder that shows the format.
 */
export function MaskedInput({ mask, value, onValueChange, ...props }: MaskedInputProps) {
  const ref = useRef<HTMLInputElement>(null)
  // where the caret goes once the formatted text is on screen: after this many digits, or at the end
  const pendingCaret = useRef<number | 'end' | null>(null)
  const format = (text: string) => (typeof mask === 'string' ? formatPattern(text, mask) : mask(text))

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
        if (/\d/.test(element.value[position] ?? '')) seen += 1
        position += 1
      }
    }
    element.setSelectionRange(position, position)
  })

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    const caret = input.selectionStart ?? input.value.length
    pendingCaret.current =
      caret >= input.value.length ? 'end' : input.value.slice(0, caret).replace(/\D/g, '').length
    onValueChange(format(input.value))
  }

  return <Input ref={ref} value={value} onChange={onChange} {...props} />
}

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import {
  cardPattern,
  detectCardBrand,
  formatCardNumber,
  formatNumeral,
  formatPattern,
  MaskedInput,
  parseNumeral,
  unformatPattern,
} from './masked-input'

describe('formatPattern', () => {
  it('places digits into the pattern, drops other characters and cuts extra digits', () => {
    expect(formatPattern('5551234567', '(000) 000-0000')).toBe('(555) 123-4567')
    expect(formatPattern('55a5-12', '(000) 000-0000')).toBe('(555) 12')
    expect(formatPattern('4111111111111111999', '0000 0000 0000 0000')).toBe('4111 1111 1111 1111')
    expect(formatPattern('', '00/00/0000')).toBe('')
    expect(formatPattern('0', '00/00/0000')).toBe('0')
  })
  it('adds a literal only when a digit follows it, so Backspace can remove it', () => {
    expect(formatPattern('(555', '(000) 000-0000')).toBe('(555')
    expect(formatPattern('1203', '00/00/0000')).toBe('12/03')
  })
})

describe('letters, raw values and cards', () => {
  it('takes letters in A slots and letters or digits in * slots', () => {
    expect(formatPattern('abcd1234', 'AAAA-0000')).toBe('abcd-1234')
    expect(formatPattern('1ab2', 'AA-00')).toBe('ab-2')
    expect(formatPattern('x9y8', '**-**')).toBe('x9-y8')
  })
  it('reads the typed characters back without the literals', () => {
    expect(unformatPattern('(555) 123-4567', '(000) 000-0000')).toBe('5551234567')
    expect(unformatPattern('12.345', '00.000.000-0')).toBe('12345')
  })
  it('detects the card brand from the first digits and groups the number its way', () => {
    expect(detectCardBrand('4242')).toBe('visa')
    expect(detectCardBrand('5555 55')).toBe('mastercard')
    expect(detectCardBrand('2221')).toBe('mastercard')
    expect(detectCardBrand('3782')).toBe('amex')
    expect(detectCardBrand('6011')).toBe('discover')
    expect(detectCardBrand('9')).toBeNull()
    expect(cardPattern('amex')).toBe('0000 000000 00000')
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005')
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
  })
})

describe('formatNumeral', () => {
  it('groups thousands the way the locale does and keeps the decimals', () => {
    expect(formatNumeral('1234567.891', 'en')).toBe('1,234,567.89')
    expect(formatNumeral('1234567,5', 'de')).toBe('1.234.567,5')
    expect(formatNumeral('-0012a34', 'en')).toBe('-1,234')
    expect(formatNumeral('', 'en')).toBe('')
  })
  it('reads the number back', () => {
    expect(parseNumeral('1,234,567.89', 'en')).toBe(1234567.89)
    expect(parseNumeral('1.234,5', 'de')).toBe(1234.5)
    expect(parseNumeral('', 'en')).toBeNaN()
  })
})

function Phone() {
  const [value, setValue] = useState('')
  return <MaskedInput aria-label="Phone" mask="(000) 000-0000" value={value} onValueChange={setValue} />
}

describe('MaskedInput', () => {
  it('formats what is typed', async () => {
    const user = userEvent.setup()
    render(<Phone />)
    const input = screen.getByRole('textbox', { name: 'Phone' })
    await user.type(input, '5551234567')
    expect(input).toHaveValue('(555) 123-4567')
    await user.type(input, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}')
    expect(input).toHaveValue('(555) 12')
  })
})

function PrefixedPhone() {
  const [value, setValue] = useState('')
  return (
    <MaskedInput aria-label="Phone" prefix="+1 " mask="000 000 0000" value={value} onValueChange={setValue} />
  )
}

describe('MaskedInput with a prefix', () => {
  it('adds the prefix with the first digit, keeps it out of the mask and drops it when emptied', async () => {
    const user = userEvent.setup()
    render(<PrefixedPhone />)
    const input = screen.getByRole('textbox', { name: 'Phone' })
    await user.type(input, '5551234567')
    expect(input).toHaveValue('+1 555 123 4567')
    await user.clear(input)
    expect(input).toHaveValue('')
  })
})

describe('MaskedInput caret', () => {
  it('keeps the caret after the same digit when editing in the middle', async () => {
    const user = userEvent.setup()
    render(<Phone />)
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' })
    await user.type(input, '5551234567')
    // put the caret after "(555) 1" and type 9: the rest shifts (the last digit falls off), the caret stays after the 9
    input.setSelectionRange(7, 7)
    await user.type(input, '9', { initialSelectionStart: 7, initialSelectionEnd: 7 })
    expect(input).toHaveValue('(555) 192-3456')
    expect(input.selectionStart).toBe(8)
  })
})

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { formatNumeral, formatPattern, MaskedInput, parseNumeral } from './masked-input'

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

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Input } from './input'

describe('Input', () => {
  it('keeps an address, a link and a phone number left to right in a right-to-left page', async () => {
    render(
      <div dir="rtl">
        <Input type="email" aria-label="البريد الإلكتروني" />
        <Input type="url" aria-label="الموقع" />
        <Input type="tel" aria-label="الهاتف" />
        <Input aria-label="الاسم" />
        <Input type="email" dir="auto" aria-label="بريد آخر" />
      </div>,
    )
    const email = screen.getByRole('textbox', { name: 'البريد الإلكتروني' })
    await userEvent.type(email, 'noor@')
    expect(email).toHaveValue('noor@')
    expect(email).toHaveAttribute('dir', 'ltr')
    expect(screen.getByRole('textbox', { name: 'الموقع' })).toHaveAttribute('dir', 'ltr')
    expect(screen.getByRole('textbox', { name: 'الهاتف' })).toHaveAttribute('dir', 'ltr')
    // a name follows the page; a direction given by the caller wins
    expect(screen.getByRole('textbox', { name: 'الاسم' })).not.toHaveAttribute('dir')
    expect(screen.getByRole('textbox', { name: 'بريد آخر' })).toHaveAttribute('dir', 'auto')
  })
})

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiFormElements from '@/i18n/locales/en/uiFormElements.json'
import { initTestI18n } from '@/test/i18n'
import { InputMaskPage } from './input-mask-page'

initTestI18n({ uiFormElements })

describe('InputMaskPage', () => {
  it('formats a phone number and shows its digits as the stored value', async () => {
    const user = userEvent.setup()
    render(<InputMaskPage />)
    const phone = screen.getByRole('textbox', { name: 'Phone' })
    await user.type(phone, '5551234567')
    expect(phone).toHaveValue('(555) 123-4567')
    expect(screen.getByText('5551234567')).toBeInTheDocument()
    const withCode = screen.getByRole('textbox', { name: 'Phone with country code' })
    await user.type(withCode, '2025550143')
    expect(withCode).toHaveValue('+1 202 555 0143')
    expect(screen.getByText('+12025550143')).toBeInTheDocument()
  })

  it('names the card brand as the number is typed and groups American Express 4-6-5', async () => {
    const user = userEvent.setup()
    render(<InputMaskPage />)
    const card = screen.getByRole('textbox', { name: 'Card number' })
    expect(card).toHaveAccessibleDescription(/^Brand unknown/)
    await user.type(card, '378282246310005')
    expect(card).toHaveValue('3782 822463 10005')
    expect(card).toHaveAccessibleDescription(/^American Express/)
    await user.clear(card)
    await user.type(card, '4242424242424242')
    expect(card).toHaveValue('4242 4242 4242 4242')
    expect(card).toHaveAccessibleDescription(/^Visa/)
  })

  it('flags an impossible time and stores a valid date as an ISO day', async () => {
    const user = userEvent.setup()
    render(<InputMaskPage />)
    const time = screen.getByRole('textbox', { name: 'Meeting time' })
    await user.type(time, '2561')
    expect(time).toHaveValue('25:61')
    expect(time).toBeInvalid()
    expect(time).toHaveAccessibleDescription(/^Enter a time from 00:00 to 23:59\./)
    const date = screen.getByRole('textbox', { name: 'Date of birth' })
    await user.type(date, '12252026')
    expect(date).toHaveValue('12/25/2026')
    expect(screen.getByText('2026-12-25')).toBeInTheDocument()
  })

  it('groups thousands in the amount and reads the number back', async () => {
    const user = userEvent.setup()
    render(<InputMaskPage />)
    const amount = screen.getByRole('textbox', { name: 'Amount' })
    await user.type(amount, '1234567.5')
    expect(amount).toHaveValue('1,234,567.5')
    expect(screen.getByText('1234567.5')).toBeInTheDocument()
    const key = screen.getByRole('textbox', { name: 'Licence key' })
    await user.type(key, 'abcd1234efgh')
    expect(key).toHaveValue('ABCD-1234-EFGH')
    expect(screen.getByText('ABCD1234EFGH')).toBeInTheDocument()
  })
})

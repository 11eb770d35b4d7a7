import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiFormElements from '@/i18n/locales/en/uiFormElements.json'
import { initTestI18n } from '@/test/i18n'
import { InputGroupPage } from './input-group-page'

initTestI18n({ uiFormElements })

describe('InputGroupPage', () => {
  it('reads text addons as the description of their field', () => {
    render(<InputGroupPage />)
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveAccessibleDescription('https://')
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveAccessibleDescription('$ .00')
  })

  it('changes the search scope from the dropdown addon and reads it with the field', async () => {
    const user = userEvent.setup()
    render(<InputGroupPage />)
    const field = screen.getByRole('searchbox', { name: 'Search term' })
    expect(field).toHaveAccessibleDescription(/^Orders/)
    await user.click(screen.getByRole('button', { name: 'Search in: Orders' }))
    await user.click(await screen.findByRole('menuitemradio', { name: 'Invoices' }))
    expect(screen.getByRole('button', { name: 'Search in: Invoices' })).toBeInTheDocument()
    expect(field).toHaveAccessibleDescription(/^Invoices/)
  })

  it('turns the copy field off with its checkbox and picks the primary phone with a radio', async () => {
    const user = userEvent.setup()
    render(<InputGroupPage />)
    const copyTo = screen.getByRole('textbox', { name: 'Copy to' })
    expect(copyTo).toBeEnabled()
    await user.click(screen.getByRole('checkbox', { name: 'Send a copy' }))
    expect(copyTo).toBeDisabled()
    expect(screen.getByRole('radio', { name: 'Work' })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: 'Home' }))
    expect(screen.getByRole('radio', { name: 'Home' })).toBeChecked()
    expect(screen.getByRole('radiogroup', { name: 'Primary phone' })).toBeInTheDocument()
  })

  it('marks the store address invalid until it is a valid slug', async () => {
    const user = userEvent.setup()
    render(<InputGroupPage />)
    const slug = screen.getByRole('textbox', { name: /Store address/ })
    expect(slug).toBeInvalid()
    expect(slug).toHaveAccessibleDescription(/^Use lower-case letters/)
    await user.clear(slug)
    await user.type(slug, 'oak-and-iron')
    expect(slug).toBeValid()
    expect(slug).toHaveAccessibleDescription(
      /^Lower-case letters, digits and dashes, at least 3\. shop\.example\.com\/$/,
    )
  })
})

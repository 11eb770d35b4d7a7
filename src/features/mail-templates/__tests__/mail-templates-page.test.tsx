import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import mailTemplates from '@/i18n/locales/en/mailTemplates.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { MailTemplatesPage } from '../mail-templates-page'

initTestI18n({ mailTemplates })

describe('MailTemplatesPage', { timeout: 20_000 }, () => {
  it('lists the five templates and shows the reset message with its "Reset password" link', async () => {
    await renderWithApi(<MailTemplatesPage />, { route: '/pages/mail-templates' })
    const list = within(await screen.findByRole('navigation', { name: 'Templates' }))
    expect(list.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Reset password',
      'Verify e-mail',
      'Welcome',
      'Two-step turned on',
      'Invoice sent',
    ])
    expect(list.getByRole('link', { name: 'Reset password' })).toHaveAttribute('aria-current', 'page')

    const message = within(screen.getByRole('article', { name: 'Reset your Tessera password' }))
    expect(message.getByText('Hello John Doe,')).toBeInTheDocument()
    expect(message.getByRole('link', { name: 'Reset password' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/pages\/reset-password-v2\?token=sample$/),
    )
    // the text version is the back end's: the action's label and link on one line
    expect(
      screen.getByText(/Reset password: http.*\/pages\/reset-password-v2\?token=sample/),
    ).toBeInTheDocument()
  })

  it('shows the chosen template', async () => {
    const user = userEvent.setup()
    await renderWithApi(<MailTemplatesPage />, { route: '/pages/mail-templates' })
    const list = within(await screen.findByRole('navigation', { name: 'Templates' }))
    await user.click(list.getByRole('link', { name: 'Invoice sent' }))
    const message = within(await screen.findByRole('article', { name: 'Invoice #4987' }))
    expect(
      message.getByText('Invoice #4987 for $3,428.00 is ready. Payment is due by 2026-12-31.'),
    ).toBeInTheDocument()
    expect(message.getByRole('link', { name: 'View invoice' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/apps\/invoice\/preview$/),
    )
    expect(list.getByRole('link', { name: 'Invoice sent' })).toHaveAttribute('aria-current', 'page')
  })
})

import { screen } from '@testing-library/react'
import users from '@/i18n/locales/en/users.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { UserViewPage } from '../user-view-page'

initTestI18n({ users })

describe('UserViewPage', { timeout: 15_000 }, () => {
  it('counts the invoices made out to the user and what they have paid', async () => {
    await renderWithApi(<UserViewPage id={1} />, {
      route: '/apps/user/view/1',
      seed: (collections) => {
        const email = collections.users[0].email
        const [first, second, third] = collections.invoices
        const client = (invoice: typeof first, companyEmail: string) => ({
          ...invoice.client,
          companyEmail,
        })
        collections.invoices = [
          // paid 60.00 of 100.00
          { ...first, total: 100, balance: 40, client: client(first, email) },
          // paid all of 50.25
          { ...second, total: 50.25, balance: 0, client: client(second, email) },
          // someone else's
          { ...third, total: 999, balance: 0, client: client(third, 'someone@else.test') },
        ]
      },
    })
    const paid = (await screen.findByText('$110.25')).closest('li')
    expect(paid).toHaveTextContent(/^Paid\$110\.25$/)
    expect(screen.getByText('Invoices', { selector: 'li span' }).closest('li')).toHaveTextContent(
      /^Invoices2$/,
    )
  })
})

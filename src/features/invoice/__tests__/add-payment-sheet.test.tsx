import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Invoice } from '@contract/invoice'
import invoice from '@/i18n/locales/en/invoice.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { AddPaymentSheet } from '../components/add-payment-sheet'

initTestI18n({ invoice })

/** A sent, unpaid invoice of 120.60, added to the seed for these tests. */
const UNPAID: Invoice = {
  id: 9001,
  issuedDate: '2031-03-01',
  dueDate: '2031-03-31',
  clientId: 1,
  client: {
    name: 'Rui Azulejo',
    company: '',
    companyEmail: 'rui@azulejo.test',
    address: '',
    country: '',
    contact: '',
  },
  service: 'Tiles',
  items: [{ item: 'Tiles', description: '', cost: 60.3, quantity: 2, discount: 0, tax: 0 }],
  subtotal: 120.6,
  discount: 0,
  tax: 0,
  total: 120.6,
  balance: 120.6,
  avatar: '',
  invoiceStatus: 'Sent',
  salesperson: '',
  note: '',
  paymentTerms: 'Net 30',
  paymentMethod: 'Bank Transfer',
  payments: [],
}
const withUnpaid = {
  seed: (collections: { invoices: Invoice[] }) => void collections.invoices.push(structuredClone(UNPAID)),
}

describe('AddPaymentSheet', { timeout: 15_000 }, () => {
  it('records a partial payment: the balance goes down and the status follows', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    const { store } = await renderWithApi(
      <AddPaymentSheet invoice={UNPAID} open onOpenChange={onOpenChange} />,
      withUnpaid,
    )
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '10.25')
    await user.click(screen.getByRole('button', { name: 'Add payment' }))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: 5000 })
    const stored = (await store.read('invoices')).find((i) => i.id === UNPAID.id)!
    expect(stored.balance).toBe(110.35)
    expect(stored.invoiceStatus).toBe('Partial Payment')
    expect(stored.payments.at(-1)).toMatchObject({ amount: 10.25, method: 'Bank Transfer' })
  })

  it('refuses more than the balance before calling, and keeps the amount', async () => {
    const user = userEvent.setup()
    const { calls } = await renderWithApi(
      <AddPaymentSheet invoice={UNPAID} open onOpenChange={vi.fn()} />,
      withUnpaid,
    )
    const amount = screen.getByRole('textbox', { name: /Amount/ })
    await user.type(amount, String(UNPAID.balance + 1))
    await user.click(screen.getByRole('button', { name: 'Add payment' }))
    await waitFor(() => expect(amount).toHaveAccessibleDescription('The amount is more than the balance'))
    expect(amount).toHaveValue(String(UNPAID.balance + 1))
    expect(calls.filter((call) => call.includes('add-payment'))).toEqual([])
  })
})

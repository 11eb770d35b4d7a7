import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { buildSeed } from '@backend/seed'
import invoice from '@/i18n/locales/en/invoice.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { AddPaymentSheet } from '../components/add-payment-sheet'

initTestI18n({ invoice })

const UNPAID = buildSeed(new Date()).invoices.find((i) => i.invoiceStatus === 'Sent' && i.balance > 10)!

describe('AddPaymentSheet', { timeout: 15_000 }, () => {
  it('records a partial payment: the balance goes down and the status follows', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    const { store } = await renderWithApi(
      <AddPaymentSheet invoice={UNPAID} open onOpenChange={onOpenChange} />,
    )
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '10.25')
    await user.click(screen.getByRole('button', { name: 'Add payment' }))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    const stored = (await store.read('invoices')).find((i) => i.id === UNPAID.id)!
    expect(stored.balance).toBe(Math.round((UNPAID.balance - 10.25) * 100) / 100)
    expect(stored.invoiceStatus).toBe('Partial Payment')
    expect(stored.payments.at(-1)).toMatchObject({ amount: 10.25, method: 'Bank Transfer' })
  })

  it('refuses more than the balance before calling, and keeps the amount', async () => {
    const user = userEvent.setup()
    const { calls } = await renderWithApi(<AddPaymentSheet invoice={UNPAID} open onOpenChange={vi.fn()} />)
    const amount = screen.getByRole('textbox', { name: /Amount/ })
    await user.type(amount, String(UNPAID.balance + 1))
    await user.click(screen.getByRole('button', { name: 'Add payment' }))
    await waitFor(() => expect(amount).toHaveAccessibleDescription('The amount is more than the balance'))
    expect(amount).toHaveValue(String(UNPAID.balance + 1))
    expect(calls.filter((call) => call.includes('add-payment'))).toEqual([])
  })
})

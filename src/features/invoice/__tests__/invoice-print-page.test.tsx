import { screen, waitFor } from '@testing-library/react'
import invoice from '@/i18n/locales/en/invoice.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { InvoicePrintPage } from '../invoice-print-page'

initTestI18n({ invoice })

describe('InvoicePrintPage', { timeout: 15_000 }, () => {
  it('draws the stored invoice, then opens the print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    const { store } = await renderWithApi(<InvoicePrintPage id={5036} />, {
      route: '/apps/invoice/print/5036',
    })
    const stored = (await store.read('invoices')).find((item) => item.id === 5036)
    expect(await screen.findByText(/5036/)).toBeInTheDocument()
    expect(screen.getAllByText(stored?.client.name ?? 'missing').length).toBeGreaterThan(0)
    await waitFor(() => expect(print).toHaveBeenCalledOnce())
    print.mockRestore()
  })
})

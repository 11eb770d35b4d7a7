import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import invoice from '@/i18n/locales/en/invoice.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { InvoiceAddPage } from '../invoice-editor-page'

initTestI18n({ invoice })

const line = (n: number) => screen.getByRole('group', { name: `Line ${n}` })

async function fillLine(user: ReturnType<typeof userEvent.setup>, n: number, values: string[]) {
  const [item, cost, quantity, discount, tax] = values
  const group = line(n)
  await user.type(within(group).getByRole('textbox', { name: /^Item/ }), item)
  for (const [name, value] of [
    [/^Cost/, cost],
    [/^Quantity/, quantity],
    [/^Discount/, discount],
    [/^Tax/, tax],
  ] as const) {
    const field = within(group).getByRole('textbox', { name })
    await user.clear(field)
    await user.type(field, value)
  }
}

// each test starts a back end over a fresh seed: slower than a stubbed one on a busy machine
describe('the invoice editor', { timeout: 30_000 }, () => {
  it('totals three lines to the cent as they are typed, and the back end stores the same total', async () => {
    const user = userEvent.setup()
    const { store } = await renderWithApi(<InvoiceAddPage />, { route: '/apps/invoice/add' })
    await user.click(await screen.findByRole('combobox', { name: /Client/ }))
    await user.click(await screen.findByRole('option', { name: 'Amara Dunmore' }))

    await fillLine(user, 1, ['Tile sample box', '19.99', '2', '10', '23'])
    // 39.98 - 4.00 + 8.28
    expect(screen.getByTestId('line-total-0')).toHaveTextContent('$44.26')
    await user.click(screen.getByRole('button', { name: 'Add item' }))
    await fillLine(user, 2, ['Layout plan', '120', '3', '0', '6'])
    expect(screen.getByTestId('line-total-1')).toHaveTextContent('$381.60')
    await user.click(screen.getByRole('button', { name: 'Add item' }))
    await fillLine(user, 3, ['Grout sachet', '0,05', '1', '50', '0'])
    // half a cent of discount rounds away from zero: 0.05 - 0.03
    expect(screen.getByTestId('line-total-2')).toHaveTextContent('$0.02')
    expect(screen.getByTestId('editor-total')).toHaveTextContent('$425.88')

    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(async () => expect((await store.read('invoices')).at(-1)?.total).toBe(425.88))
    const saved = (await store.read('invoices')).at(-1)!
    expect(saved).toMatchObject({ subtotal: 400.03, discount: 4.03, tax: 29.88, invoiceStatus: 'Draft' })
    expect(saved.items.map((item) => item.item)).toEqual(['Tile sample box', 'Layout plan', 'Grout sachet'])
  })

  it('removes a line and the total follows; the last line cannot be removed', async () => {
    const user = userEvent.setup()
    await renderWithApi(<InvoiceAddPage />, { route: '/apps/invoice/add' })
    await fillLine(user, 1, ['Icons', '10', '1', '0', '0'])
    await user.click(screen.getByRole('button', { name: 'Add item' }))
    await fillLine(user, 2, ['Hosting', '5.5', '2', '0', '0'])
    expect(screen.getByTestId('editor-total')).toHaveTextContent('$21.00')
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }))
    expect(screen.getByTestId('editor-total')).toHaveTextContent('$11.00')
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toBeDisabled()
  })

  it('shows what is wrong beside the fields and saves nothing', async () => {
    const user = userEvent.setup()
    const { store, calls } = await renderWithApi(<InvoiceAddPage />, { route: '/apps/invoice/add' })
    const before = (await store.read('invoices')).length
    const cost = within(line(1)).getByRole('textbox', { name: /^Cost/ })
    await user.type(cost, '1.234')
    const quantity = within(line(1)).getByRole('textbox', { name: /^Qty|^Quantity/ })
    await user.clear(quantity)
    await user.type(quantity, '-3')
    const note = screen.getByRole('textbox', { name: /^Note/ })
    fireEvent.change(note, { target: { value: 'n'.repeat(2001) } })
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Client/ })).toHaveAccessibleDescription('Choose a client'),
    )
    expect(cost).toHaveAccessibleDescription('At most two decimals')
    // a negative number is a number: the message says what is allowed; a long note says its limit
    expect(quantity).toHaveAccessibleDescription('Enter a number, 0 or more')
    expect(note).toHaveAccessibleDescription('At most 2,000 characters')
    expect(note).toHaveValue('n'.repeat(2001))
    expect(within(line(1)).getByRole('textbox', { name: /^Item/ })).toHaveAccessibleDescription(
      'Enter the item',
    )
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([])
    expect(await store.read('invoices')).toHaveLength(before)
  })
})

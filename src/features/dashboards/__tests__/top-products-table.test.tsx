import { render, screen, within } from '@testing-library/react'
import type { TopProduct } from '@contract/cards'
import dashboards from '@/i18n/locales/en/dashboards.json'
import { initTestI18n } from '@/test/i18n'
import { TopProductsTable } from '../components/top-products-table'

initTestI18n({ dashboards })

const PRODUCTS: TopProduct[] = [
  { id: 1, name: 'Driftwood Desk Lamp', category: 'lighting', orders: 120, revenue: 10680, growth: 12.5 },
  { id: 7, name: 'Walnut Phone Stand', category: 'accessories', orders: 80, revenue: 2720, growth: -3 },
]

describe('TopProductsTable', () => {
  it('lists each product with its translated category, orders, revenue and growth', () => {
    render(<TopProductsTable products={PRODUCTS} />)
    const table = screen.getByRole('table', { name: 'Top products' })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(rows[1]).toHaveTextContent('Driftwood Desk Lamp')
    expect(rows[1]).toHaveTextContent('Lighting')
    expect(rows[1]).toHaveTextContent('$10,680')
    expect(rows[1]).toHaveTextContent('+12.5%')
    expect(rows[2]).toHaveTextContent('Accessories')
    expect(rows[2]).toHaveTextContent('-3%')
    // the scrolling wrapper is a named, focusable region for keyboard users at phone width
    expect(screen.getByRole('region', { name: 'Top products' })).toHaveAttribute('tabindex', '0')
  })
})

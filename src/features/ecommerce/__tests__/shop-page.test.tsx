import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import ecommerce from '@/i18n/locales/en/ecommerce.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import type { Product, ProductsReply } from '@contract/ecommerce'
import { ShopPage } from '../shop-page'

initTestI18n({ ecommerce })

/** The shop at a URL, and the whole catalogue as the back end holds it (what the filters should keep). */
async function renderShop(search = '') {
  const result = await renderWithApi(<ShopPage />, { route: `/apps/ecommerce/shop${search}` })
  const reply = (await (await result.request('/apps/ecommerce/products?perPage=100')).json()) as ProductsReply
  CATALOGUE = reply.products
  return result
}
let CATALOGUE: Product[] = []
const filters = () => screen.getByRole('complementary', { name: 'Filters' })
const productNames = () =>
  within(screen.getByRole('list', { name: 'Shop' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
const count = (keep: (product: Product) => boolean) => CATALOGUE.filter(keep).length

// each test starts a back end over a fresh seed: slower than a stubbed one on a busy machine
describe('ShopPage filters', { timeout: 20_000 }, () => {
  beforeAll(() => {
    // the filter panel sits beside the list on wide screens
    window.matchMedia = (query: string) => ({
      matches: query.includes('min-width: 1024px'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })
  })

  it('writes category, brand, rating and free shipping into the URL and lists what the back end keeps', async () => {
    const user = userEvent.setup()
    const { router } = await renderShop()
    expect(await screen.findByText(`${CATALOGUE.length} results`)).toBeInTheDocument()

    await user.click(within(filters()).getByRole('radio', { name: /Lighting/ }))
    await waitFor(() => expect(router!.state.location.search).toMatchObject({ category: 'lighting' }))
    expect(await screen.findByText(`${count((p) => p.category === 'lighting')} results`)).toBeInTheDocument()

    await user.click(within(filters()).getByRole('checkbox', { name: /Lumen Row/ }))
    await user.click(within(filters()).getByRole('radio', { name: /4 stars and up/ }))
    await user.click(within(filters()).getByRole('checkbox', { name: 'Free shipping only' }))
    await waitFor(() =>
      expect(router!.state.location.search).toMatchObject({
        category: 'lighting',
        brand: ['Lumen Row'],
        minRating: 4,
        freeShipping: true,
      }),
    )
    const kept = CATALOGUE.filter(
      (p) => p.category === 'lighting' && p.brand === 'Lumen Row' && p.rating >= 4 && p.hasFreeShipping,
    )
    await waitFor(() => expect(productNames()).toEqual(kept.map((p) => p.name)))

    await user.click(within(filters()).getByRole('button', { name: 'Clear all filters' }))
    await waitFor(() => expect(router!.state.location.search).toEqual({}))
    expect(await screen.findByText(`${CATALOGUE.length} results`)).toBeInTheDocument()
  })

  it('opens with the filters a URL names already chosen', async () => {
    await renderShop('?category=audio&minRating=4&sortBy=price-asc')
    const kept = CATALOGUE.filter((p) => p.category === 'audio' && p.rating >= 4).toSorted(
      (a, b) => a.price - b.price,
    )
    await waitFor(() => expect(productNames()).toEqual(kept.map((p) => p.name)))
    expect(within(filters()).getByRole('radio', { name: /Audio/ })).toBeChecked()
    expect(within(filters()).getByRole('radio', { name: /4 stars and up/ })).toBeChecked()
  })

  it('names each card’s wishlist button after its product, and it reports and toggles its state', async () => {
    const user = userEvent.setup()
    await renderShop('?sortBy=price-asc')
    await waitFor(() => expect(productNames().length).toBeGreaterThan(1))
    const [first, second] = productNames()
    const heart = screen.getByRole('button', { name: `Wishlist ${first}` })
    expect(screen.getByRole('button', { name: `Wishlist ${second}` })).not.toBe(heart)
    const before = heart.getAttribute('aria-pressed')
    await user.click(heart)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Wishlist ${first}` })).toHaveAttribute(
        'aria-pressed',
        before === 'true' ? 'false' : 'true',
      ),
    )
  })
})

describe('the price panel', { timeout: 20_000 }, () => {
  it('keeps a ready-made range in the URL and lists only products within it', async () => {
    const user = userEvent.setup()
    const { router, calls } = await renderShop()
    await screen.findByText(`${CATALOGUE.length} results`)
    const price = within(filters()).getByRole('radiogroup', { name: 'Price' })
    await user.click(within(price).getByRole('radio', { name: '$25.00 to $50.00' }))
    await waitFor(() => expect(router!.state.location.search).toMatchObject({ minPrice: 25, maxPrice: 50 }))
    const inRange = count((p) => p.price >= 25 && p.price <= 50)
    expect(await screen.findByText(`${inRange} results`)).toBeInTheDocument()
    expect(calls.at(-1)).toContain('minPrice=25&maxPrice=50')
    expect(within(filters()).getByText('$25.00 to $50.00', { selector: 'p' })).toBeInTheDocument()
  })

  it('moves a slider thumb by keyboard and commits the new end to the URL; the ranges no longer match', async () => {
    const user = userEvent.setup()
    const { router } = await renderShop('?minPrice=25&maxPrice=50')
    await screen.findByText(`${count((p) => p.price >= 25 && p.price <= 50)} results`)
    const highest = within(filters()).getByRole('slider', { name: 'Highest price' })
    expect(highest).toHaveAttribute('aria-valuenow', '50')
    highest.focus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    await waitFor(() => expect(router!.state.location.search).toMatchObject({ minPrice: 25, maxPrice: 48 }))
    expect(
      await screen.findByText(`${count((p) => p.price >= 25 && p.price <= 48)} results`),
    ).toBeInTheDocument()
    const price = within(filters()).getByRole('radiogroup', { name: 'Price' })
    expect(within(price).queryByRole('radio', { checked: true })).toBeNull()
  })
})

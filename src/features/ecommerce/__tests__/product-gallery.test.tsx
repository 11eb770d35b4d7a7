import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import cart from '@/i18n/locales/en/cart.json'
import ecommerce from '@/i18n/locales/en/ecommerce.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { ProductDetailPage } from '../product-detail-page'

initTestI18n({ ecommerce, cart })

describe('Product gallery', { timeout: 20_000 }, () => {
  it('shows the product in the colour chosen, with its close-up, and starts again at the first picture', async () => {
    const user = userEvent.setup()
    await renderWithApi(<ProductDetailPage slug="terracotta-hex-tile-set" />, {
      route: '/apps/ecommerce/product-detail/terracotta-hex-tile-set',
    })
    await screen.findByRole('group', { name: 'Pictures of Terracotta Hex Tile Set' })
    const gallery = () => screen.getByRole('group', { name: 'Pictures of Terracotta Hex Tile Set' })
    const bigPicture = () => within(gallery()).getAllByRole('img')[0]
    expect(bigPicture()).toHaveAccessibleName('Drawing of the terracotta hex tile set in red')
    expect(bigPicture()).toHaveAttribute('src', '/images/products/terracotta-hex-tile-set.svg')
    // the colour's picture and the close-up: two thumbnails, not one per colour
    expect(within(gallery()).getAllByRole('button', { name: /^Show picture/ })).toHaveLength(2)
    await user.click(within(gallery()).getByRole('button', { name: 'Show picture 2' }))
    expect(bigPicture()).toHaveAccessibleName("Close-up of the terracotta hex tile set's pattern")

    await user.click(screen.getByRole('radio', { name: 'Amber' }))
    expect(screen.getByRole('radio', { name: 'Amber' })).toBeChecked()
    expect(bigPicture()).toHaveAccessibleName('Drawing of the terracotta hex tile set in amber')
    expect(bigPicture()).toHaveAttribute('src', '/images/products/terracotta-hex-tile-set-warning.svg')
    expect(within(gallery()).getByRole('button', { name: 'Show picture 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })
})

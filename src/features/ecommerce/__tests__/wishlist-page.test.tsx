import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import cart from '@/i18n/locales/en/cart.json'
import ecommerce from '@/i18n/locales/en/ecommerce.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import type { ProductsReply } from '@contract/ecommerce'
import { WishlistPage } from '../wishlist-page'

initTestI18n({ ecommerce, cart })

describe('WishlistPage', { timeout: 20_000 }, () => {
  it('moves a product to the cart, takes it off the list and says so, although its card is gone by then', async () => {
    const user = userEvent.setup()
    const { request } = await renderWithApi(
      <>
        <WishlistPage />
        <Toaster />
      </>,
      { route: '/apps/ecommerce/wishlist' },
    )
    const move = await screen.findByRole('button', { name: 'Move to cart, Arc Floor Lamp' })
    await user.click(move)

    expect(await screen.findByText('Arc Floor Lamp moved to your cart.')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Move to cart, Arc Floor Lamp' })).toBeNull(),
    )
    const stored = (await (await request('/apps/ecommerce/products?perPage=100')).json()) as ProductsReply
    const lamp = stored.products.find((product) => product.name === 'Arc Floor Lamp')
    expect(lamp).toMatchObject({ isInCart: true, isInWishlist: false })
  })
})

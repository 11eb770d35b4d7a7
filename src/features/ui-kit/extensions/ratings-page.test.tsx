import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiExtensions from '@/i18n/locales/en/uiExtensions.json'
import uikit from '@/i18n/locales/en/uikit.json'
import { initTestI18n } from '@/test/i18n'
import { RatingsPage } from './ratings-page'

initTestI18n({ uikit, uiExtensions })

/** The example card under the given heading. */
const card = (title: string) =>
  within(screen.getByRole('heading', { name: title }).closest<HTMLElement>('[data-slot="card"]')!)

describe('RatingsPage', () => {
  it('rates the stay by click and arrow keys and says what is chosen', async () => {
    const user = userEvent.setup()
    render(<RatingsPage />)
    const basic = card('Basic')
    const stay = basic.getByRole('radiogroup', { name: 'Rate your stay' })
    expect(basic.getByText('Not rated yet')).toBeInTheDocument()
    await user.click(within(stay).getByRole('radio', { name: '2 stars' }))
    expect(basic.getByText('2 stars')).toBeInTheDocument()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(within(stay).getByRole('radio', { name: '4 stars' })).toBeChecked()
    expect(basic.getByText('4 stars')).toBeInTheDocument()
  })

  it('reads product scores as one sentence each, to the half', () => {
    render(<RatingsPage />)
    const products = card('Read only, with halves')
    expect(products.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument()
    expect(products.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument()
    expect(products.getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument()
    expect(products.getByText('(1,284 reviews)')).toBeInTheDocument()
  })

  it('clears the delivery rating by choosing the chosen star again or with the button', async () => {
    const user = userEvent.setup()
    render(<RatingsPage />)
    const delivery = screen.getByRole('radiogroup', { name: 'Rate the delivery' })
    await user.click(within(delivery).getByRole('radio', { name: '4 stars' }))
    expect(within(delivery).getByRole('radio', { name: '4 stars' })).not.toBeChecked()
    expect(card('Clearable').getByText('Not rated yet')).toBeInTheDocument()
    await user.click(within(delivery).getByRole('radio', { name: '2 stars' }))
    await user.click(screen.getByRole('button', { name: 'Clear rating' }))
    expect(within(delivery).getByRole('radio', { name: '2 stars' })).not.toBeChecked()
  })

  it('offers ten hearts and a closed survey', () => {
    render(<RatingsPage />)
    const recommend = screen.getByRole('radiogroup', { name: 'How likely are you to recommend us?' })
    expect(within(recommend).getAllByRole('radio')).toHaveLength(10)
    expect(within(recommend).getByRole('radio', { name: '8 stars' })).toBeChecked()
    const closed = screen.getByRole('radiogroup', { name: 'Survey closed' })
    expect(within(closed).getByRole('radio', { name: '4 stars' })).toBeDisabled()
  })
})

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiFormElements from '@/i18n/locales/en/uiFormElements.json'
import { initTestI18n } from '@/test/i18n'
import { NumberInputPage } from './number-input-page'

initTestI18n({ uiFormElements })

describe('NumberInputPage', () => {
  it('steps the guests within 1 to 12 by buttons and keys', async () => {
    const user = userEvent.setup()
    render(<NumberInputPage />)
    const guests = screen.getByRole('spinbutton', { name: 'Guests' })
    await user.click(screen.getByRole('button', { name: 'One guest more' }))
    expect(guests).toHaveAttribute('aria-valuenow', '5')
    await user.click(guests)
    await user.keyboard('{End}')
    expect(guests).toHaveValue('12')
    expect(screen.getByRole('button', { name: 'One guest more' })).toBeDisabled()
  })

  it('shows the weight and the price with their unit and currency', async () => {
    const user = userEvent.setup()
    render(<NumberInputPage />)
    const weight = screen.getByRole('spinbutton', { name: 'Parcel weight' })
    expect(weight).toHaveValue('2.5 kg')
    await user.click(screen.getByRole('button', { name: '100 g heavier' }))
    expect(weight).toHaveValue('2.6 kg')
    expect(screen.getByRole('spinbutton', { name: 'Price' })).toHaveValue('€1,249.50')
  })

  it('clears the boxes error once at least 10 are ordered', async () => {
    const user = userEvent.setup()
    render(<NumberInputPage />)
    const boxes = screen.getByRole('spinbutton', { name: /Boxes to order/ })
    expect(boxes).toBeInvalid()
    expect(boxes).toHaveAccessibleDescription(/^Order at least 10 boxes\./)
    await user.click(screen.getByRole('button', { name: '10 boxes more' }))
    expect(boxes).toHaveAttribute('aria-valuenow', '16')
    expect(boxes).toBeValid()
    expect(screen.getByRole('spinbutton', { name: 'Seats in your plan' })).toBeDisabled()
  })

  it('has the quantity stepper the cart uses', async () => {
    const user = userEvent.setup()
    render(<NumberInputPage />)
    const tickets = screen.getByRole('spinbutton', { name: 'Tickets' })
    await user.click(screen.getByRole('button', { name: 'One ticket more' }))
    expect(tickets).toHaveValue('3')
  })
})

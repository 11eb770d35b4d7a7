import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { FormField } from './form-field'
import { NumberInput, parseLocaleNumber, type NumberInputProps } from './number-input'
import { QuantityStepper } from './quantity-stepper'
import { initTestI18n } from '@/test/i18n'

initTestI18n()

type Props = Partial<Omit<NumberInputProps, 'value' | 'onValueChange'>> & { initial?: number | null }

function Field({ initial = 5, ...props }: Props) {
  const [value, setValue] = useState<number | null>(initial)
  return (
    <>
      <FormField label="Guests" error={value !== null && value > 8 ? 'Too many' : undefined}>
        <NumberInput
          value={value}
          onValueChange={setValue}
          locale="en"
          decreaseLabel="Fewer"
          increaseLabel="More"
          {...props}
        />
      </FormField>
      <output>{value === null ? 'empty' : value}</output>
    </>
  )
}

describe('parseLocaleNumber', () => {
  it('reads numbers the way the locale writes them', () => {
    expect(parseLocaleNumber('1,234.5', 'en')).toBe(1234.5)
    expect(parseLocaleNumber('1.234,5 €', 'de')).toBe(1234.5)
    expect(parseLocaleNumber('-12', 'en')).toBe(-12)
    expect(parseLocaleNumber('٣٤', 'ar')).toBe(34)
    expect(parseLocaleNumber('  ', 'en')).toBeNull()
  })
})

describe('NumberInput', () => {
  it('is a spin button named by its label that the buttons step within the limits', async () => {
    const user = userEvent.setup()
    render(<Field min={1} max={6} />)
    const field = screen.getByRole('spinbutton', { name: 'Guests' })
    expect(field).toHaveAttribute('aria-valuenow', '5')
    expect(field).toHaveAttribute('aria-valuemin', '1')
    expect(field).toHaveAttribute('aria-valuemax', '6')
    await user.click(screen.getByRole('button', { name: 'More' }))
    expect(field).toHaveValue('6')
    expect(screen.getByRole('button', { name: 'More' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Fewer' }))
    expect(field).toHaveAttribute('aria-valuenow', '5')
  })

  it('answers the spin button keys', async () => {
    const user = userEvent.setup()
    render(<Field min={0} max={100} step={2} />)
    const field = screen.getByRole('spinbutton', { name: 'Guests' })
    await user.click(field)
    await user.keyboard('{ArrowUp}')
    expect(field).toHaveAttribute('aria-valuenow', '7')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(field).toHaveAttribute('aria-valuenow', '3')
    await user.keyboard('{PageUp}')
    expect(field).toHaveAttribute('aria-valuenow', '23')
    await user.keyboard('{End}')
    expect(field).toHaveAttribute('aria-valuenow', '100')
    await user.keyboard('{PageUp}')
    expect(field).toHaveAttribute('aria-valuenow', '100')
    await user.keyboard('{Home}')
    expect(field).toHaveAttribute('aria-valuenow', '0')
  })

  it('reads typed text on Enter or blur, rounding to the decimals and clamping to the limits', async () => {
    const user = userEvent.setup()
    render(<Field min={0} max={50} step={0.1} decimals={1} initial={2.5} />)
    const field = screen.getByRole('spinbutton', { name: 'Guests' })
    await user.click(field)
    await user.keyboard('{ArrowUp}')
    expect(field).toHaveValue('2.6')
    await user.clear(field)
    await user.type(field, '3.14{Enter}')
    expect(screen.getByRole('status')).toHaveTextContent('3.1')
    await user.clear(field)
    await user.type(field, '99')
    await user.tab()
    expect(field).toHaveValue('50')
    // emptied without allowEmpty: back to the last number
    await user.clear(field)
    await user.tab()
    expect(field).toHaveValue('50')
  })

  it('shows the locale format with grouping and currency, and plain digits while typing', async () => {
    const user = userEvent.setup()
    render(
      <Field
        locale="de"
        decimals={2}
        initial={1249.5}
        formatOptions={{ style: 'currency', currency: 'EUR' }}
      />,
    )
    const field = screen.getByRole('spinbutton', { name: 'Guests' })
    expect(field).toHaveValue('1.249,50\u00a0€')
    expect(field).toHaveAttribute('aria-valuetext', '1.249,50\u00a0€')
    await user.click(field)
    expect(field).toHaveValue('1249,5')
    await user.clear(field)
    await user.type(field, '2000,25')
    await user.tab()
    expect(field).toHaveValue('2.000,25\u00a0€')
    expect(screen.getByRole('status')).toHaveTextContent('2000.25')
  })

  it('carries the error from its field, and does nothing when disabled', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<Field initial={9} />)
    expect(screen.getByRole('spinbutton', { name: 'Guests' })).toBeInvalid()
    expect(screen.getByRole('spinbutton', { name: 'Guests' })).toHaveAccessibleDescription('Too many')
    unmount()
    render(<Field disabled />)
    expect(screen.getByRole('spinbutton', { name: 'Guests' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'More' })).toBeDisabled()
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('status')).toHaveTextContent('5')
  })

  it('serves as the quantity stepper: whole numbers from 1 to the stock', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <QuantityStepper
        value={3}
        max={3}
        onChange={onChange}
        label="Quantity"
        decreaseLabel="One fewer"
        increaseLabel="One more"
      />,
    )
    expect(screen.getByRole('button', { name: 'One more' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'One fewer' }))
    expect(onChange).toHaveBeenLastCalledWith(2)
    const field = screen.getByRole('spinbutton', { name: 'Quantity' })
    await user.clear(field)
    await user.type(field, '0{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(1)
  })

  it('says so when a typed quantity is outside 1 to max, and describes the field with it', async () => {
    const user = userEvent.setup()
    function Stepper() {
      const [value, setValue] = useState(2)
      return (
        <QuantityStepper
          value={value}
          max={60}
          onChange={setValue}
          label="Quantity"
          decreaseLabel="One fewer"
          increaseLabel="One more"
        />
      )
    }
    render(<Stepper />)
    const field = screen.getByRole('spinbutton', { name: 'Quantity' })
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('')
    await user.clear(field)
    await user.type(field, '75{Enter}')
    expect(field).toHaveValue('60')
    expect(status).toHaveTextContent('Quantities go from 1 to 60: 75 was changed to 60.')
    expect(field).toHaveAccessibleDescription('Quantities go from 1 to 60: 75 was changed to 60.')
    // a number inside the range is taken as typed and says nothing
    await user.clear(field)
    await user.type(field, '12{Enter}')
    expect(field).toHaveValue('12')
    expect(status.textContent).toBe('')
  })
})

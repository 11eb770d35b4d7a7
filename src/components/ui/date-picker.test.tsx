import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { initTestI18n } from '@/test/i18n'
import { DatePicker } from './date-picker'
import { FormField } from './form-field'

initTestI18n()

function Harness({
  initial = '',
  onChange = () => {},
}: {
  initial?: string
  onChange?: (v: string) => void
}) {
  const [value, setValue] = useState(initial)
  return (
    <FormField label="Due date">
      <DatePicker
        value={value}
        clearable
        onChange={(next) => {
          setValue(next)
          onChange(next)
        }}
      />
    </FormField>
  )
}

describe('DatePicker', () => {
  it('is named by its label, opens on the selected month and returns the picked day as yyyy-MM-dd', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness initial="2026-03-10" onChange={onChange} />)

    const trigger = screen.getByRole('button', { name: /Due date/ })
    expect(trigger).toHaveTextContent('March 10th, 2026')
    await user.click(trigger)
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: /March 21st, 2026/ }))
    expect(onChange).toHaveBeenLastCalledWith('2026-03-21')
    expect(screen.queryByRole('grid')).not.toBeInTheDocument()
    expect(trigger).toHaveTextContent('March 21st, 2026')
  })

  it('shows the placeholder when empty and clears a date', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness initial="2026-03-10" onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: 'Clear date' }))
    expect(onChange).toHaveBeenLastCalledWith('')
    expect(screen.getByRole('button', { name: /Due date/ })).toHaveTextContent('Pick a date')
    expect(screen.queryByRole('button', { name: 'Clear date' })).not.toBeInTheDocument()
  })

  it('disables the days after its max', async () => {
    const user = userEvent.setup()
    render(<DatePicker value="2026-03-10" max="2026-03-12" onChange={() => {}} aria-label="Birth date" />)
    await user.click(screen.getByRole('button', { name: 'Birth date' }))
    expect(screen.getByRole('button', { name: /March 12th, 2026/ })).toBeEnabled()
    expect(screen.getByRole('button', { name: /March 13th, 2026/ })).toBeDisabled()
  })
})

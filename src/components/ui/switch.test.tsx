import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FormField } from './form-field'
import { Switch } from './switch'

describe('Switch', () => {
  it('toggles aria-checked by click and by Space, and is named by its label', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <FormField label="Email alerts" inline>
        <Switch onCheckedChange={onChange} />
      </FormField>,
    )
    const toggle = screen.getByRole('switch', { name: 'Email alerts' })
    expect(toggle).toHaveAttribute('aria-checked', 'false')

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-checked', 'true')

    await user.keyboard(' ')
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    expect(onChange.mock.calls).toEqual([[true], [false]])
  })
})

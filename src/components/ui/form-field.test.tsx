import { render, screen } from '@testing-library/react'
import { FormField } from './form-field'
import { Input } from './input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select'

describe('FormField', () => {
  it('labels the control and describes it with the hint and the error', () => {
    render(
      <FormField label="Email" hint="We never share it." error="Enter a valid email." required>
        <Input aria-describedby="external" />
      </FormField>,
    )
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toBeRequired()
    expect(input).toHaveAccessibleDescription('Enter a valid email. We never share it.')
    // ids the caller set on the control are kept
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain('external')
  })

  it('leaves a valid control unmarked', () => {
    render(
      <FormField label="Name">
        <Input />
      </FormField>,
    )
    const input = screen.getByRole('textbox', { name: 'Name' })
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAttribute('aria-describedby')
  })

  it('hands the wiring to an inner part through a render function', () => {
    render(
      <FormField label="Role" error="Pick a role.">
        {(control) => (
          <Select>
            <SelectTrigger {...control}>
              <SelectValue placeholder="Choose" />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="admin">Admin</SelectItem>
            </SelectContent>
          </Select>
        )}
      </FormField>,
    )
    const trigger = screen.getByRole('combobox', { name: 'Role' })
    expect(trigger).toHaveAttribute('aria-invalid', 'true')
    expect(trigger).toHaveAccessibleDescription('Pick a role.')
  })
})

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FormField } from './form-field'
import { InputGroup, InputGroupAddon, InputGroupButton, InputGroupInput } from './input-group'

describe('InputGroup', () => {
  it('keeps the label on the input, reads the addon as its description and lets the button act', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(
      <FormField label="Website">
        {(control) => (
          <InputGroup>
            <InputGroupAddon id="prefix">https://</InputGroupAddon>
            <InputGroupInput {...control} aria-describedby="prefix" />
            <InputGroupButton variant="ghost" onClick={onClick}>
              Check
            </InputGroupButton>
          </InputGroup>
        )}
      </FormField>,
    )
    const input = screen.getByRole('textbox', { name: 'Website' })
    expect(input).toHaveAccessibleDescription('https://')
    await user.type(input, 'tessera.dev')
    expect(input).toHaveValue('tessera.dev')
    await user.click(screen.getByRole('button', { name: 'Check' }))
    expect(onClick).toHaveBeenCalledOnce()
  })
})

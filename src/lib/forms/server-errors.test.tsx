import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { EMAIL_IN_USE_MESSAGE, USERNAME_IN_USE_MESSAGE } from '@contract/users.values'
import { usersCalls } from '@contract/users.calls'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { apiFetch } from '@/lib/http/client'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { applyServerErrors, type ServerErrorOptions } from './server-errors'

initTestI18n()

type Field = 'fullName' | 'username' | 'email'
const FIELDS = ['fullName', 'username', 'email'] as const
const TAKEN = { username: 'taken', email: 'taken@tessera.test' }

/** A form that adds a user through the real back end and shows what the helper placed. */
function AddUserForm({ options }: { options: ServerErrorOptions<Field> }) {
  const form = useForm<Record<Field, string>>({ defaultValues: { fullName: '', username: '', email: '' } })
  const { errors } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apiFetch(usersCalls.addUser, { body: values })
    } catch (error) {
      const marked = applyServerErrors(form.setError, error, options)
      form.setError('root', { message: marked.length ? `marked ${marked.join(', ')}` : 'marked nothing' })
    }
  })
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      {FIELDS.map((name) => (
        <FormField
          key={name}
          label={name}
          error={errors[name] && `${errors[name].type}: ${errors[name].message}`}
        >
          <Input {...form.register(name)} />
        </FormField>
      ))}
      <output>{errors.root?.message}</output>
      <button type="submit">Add</button>
    </form>
  )
}

const seedTaken = {
  seed: (collections: { users: { username: string; email: string }[] }) =>
    Object.assign(collections.users[0], TAKEN),
}

async function submitTaken(options: ServerErrorOptions<Field>) {
  const user = userEvent.setup()
  await renderWithApi(<AddUserForm options={options} />, seedTaken)
  await user.type(screen.getByRole('textbox', { name: 'fullName' }), 'Ines Tilemaker')
  await user.type(screen.getByRole('textbox', { name: 'username' }), TAKEN.username)
  await user.type(screen.getByRole('textbox', { name: 'email' }), TAKEN.email)
  await user.click(screen.getByRole('button', { name: 'Add' }))
  await screen.findByText(/^marked/)
}

describe('applyServerErrors', { timeout: 15_000 }, () => {
  it('puts the server’s messages beside their fields as server errors, focuses the topmost and keeps the input', async () => {
    await submitTaken({ fields: FIELDS })
    expect(screen.getByText('marked username, email')).toBeInTheDocument()
    const username = screen.getByRole('textbox', { name: 'username' })
    expect(username).toHaveAccessibleDescription(`server: ${USERNAME_IN_USE_MESSAGE}`)
    expect(screen.getByRole('textbox', { name: 'email' })).toHaveAccessibleDescription(
      `server: ${EMAIL_IN_USE_MESSAGE}`,
    )
    // the server names email first; the form's topmost wrong field takes the focus
    expect(username).toHaveFocus()
    expect(screen.getByRole('textbox', { name: 'fullName' })).toHaveValue('Ines Tilemaker')
    expect(screen.getByRole('textbox', { name: 'email' })).toHaveValue(TAKEN.email)
  })

  it('maps the server’s names to the form’s and says each message in the page’s words', async () => {
    await submitTaken({
      fields: (serverField) => (serverField === 'email' ? 'email' : undefined),
      message: (serverMessage, field) =>
        `${field} ${serverMessage === EMAIL_IN_USE_MESSAGE ? 'in use' : '?'}`,
    })
    expect(screen.getByText('marked email')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'email' })).toHaveAccessibleDescription('server: email in use')
    expect(screen.getByRole('textbox', { name: 'email' })).toHaveFocus()
    expect(screen.getByRole('textbox', { name: 'username' })).not.toHaveAccessibleDescription()
  })

  it('marks nothing when the refusal names no field the form shows', async () => {
    await submitTaken({ fields: ['fullName'] })
    expect(screen.getByText('marked nothing')).toBeInTheDocument()
    for (const name of FIELDS) expect(screen.getByRole('textbox', { name })).not.toHaveAccessibleDescription()
  })
})

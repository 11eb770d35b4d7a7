import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { usersCalls } from '@contract/users.calls'
import { applyRefusal } from '@/lib/forms/server-errors'
import { apiFetch } from '@/lib/http/client'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { FormField } from './form-field'
import { FormSheet } from './form-sheet'
import { Input } from './input'

initTestI18n()

/** Renames a user through the real back end; the sheet sits inside another form, as the editor's sheets do. */
function RenameSheet({ id, onOuterSubmit }: { id: number; onOuterSubmit: () => void }) {
  const [open, setOpen] = useState(true)
  const [saved, setSaved] = useState('')
  const form = useForm({ defaultValues: { fullName: '' } })
  const { errors } = form.formState
  const onSubmit = form.handleSubmit(async ({ fullName }) => {
    try {
      const { user } = await apiFetch(usersCalls.updateUser, { body: { id, fullName } })
      setSaved(user.fullName)
      setOpen(false)
    } catch (error) {
      applyRefusal(form.setError, error, { fields: ['fullName'] })
    }
  })
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onOuterSubmit()
      }}
    >
      <p>{open ? 'open' : `closed, saved “${saved}”`}</p>
      <FormSheet
        open={open}
        onOpenChange={setOpen}
        title="Rename"
        description="The name everyone sees."
        submitLabel="Rename user"
        onSubmit={onSubmit}
        pending={form.formState.isSubmitting}
        error={errors.root?.server?.message}
      >
        <FormField label="Full name" error={errors.fullName?.message}>
          <Input {...form.register('fullName')} />
        </FormField>
      </FormSheet>
    </form>
  )
}

describe('FormSheet', { timeout: 15_000 }, () => {
  it('saves through its own form only, showing the call as pending, and closes', async () => {
    const user = userEvent.setup()
    const onOuterSubmit = vi.fn()
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const { store } = await renderWithApi(<RenameSheet id={1} onOuterSubmit={onOuterSubmit} />, {
      // hold the save until the test has seen the pending state, then let the back end answer
      intercept: async () => {
        await answered
        return undefined
      },
    })
    const sheet = screen.getByRole('dialog', { name: 'Rename' })
    expect(sheet).toHaveAccessibleDescription('The name everyone sees.')
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ines Tilemaker')
    await user.click(screen.getByRole('button', { name: 'Rename user' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Rename user' })).toHaveAttribute('aria-busy'),
    )
    answer()
    expect(await screen.findByText('closed, saved “Ines Tilemaker”')).toBeInTheDocument()
    expect((await store.read('users')).find((row) => row.id === 1)?.fullName).toBe('Ines Tilemaker')
    expect(onOuterSubmit).not.toHaveBeenCalled()
  })

  it('shows a refusal that names no field in the sheet, announced, and keeps what was typed', async () => {
    const user = userEvent.setup()
    await renderWithApi(<RenameSheet id={9999} onOuterSubmit={() => {}} />)
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Nobody')
    await user.click(screen.getByRole('button', { name: 'Rename user' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('That did not work')
    expect(alert).toHaveTextContent('User not found')
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Nobody')
    expect(screen.getByText('open')).toBeInTheDocument()
  })

  it('closes on Cancel without saving', async () => {
    const user = userEvent.setup()
    const { calls } = await renderWithApi(<RenameSheet id={1} onOuterSubmit={() => {}} />)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(calls).toEqual([])
  })
})

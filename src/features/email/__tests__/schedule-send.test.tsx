import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addDays } from 'date-fns'
import email from '@/i18n/locales/en/email.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi, type RenderWithApiOptions } from '@/test/render-with-api'
import { EMPTY_COMPOSE } from '../compose-model'
import { ComposeWindow } from '../components/compose/compose-window'

initTestI18n({ email })

async function renderCompose(options: RenderWithApiOptions = {}) {
  const onClosed = vi.fn()
  const api = await renderWithApi(<ComposeWindow initial={EMPTY_COMPOSE} onClosed={onClosed} />, options)
  const user = userEvent.setup()
  await user.type(screen.getByRole('combobox', { name: /^To/ }), 'kaia.lindqvist@glazeline.test{Enter}')
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Kiln opening')
  const scheduled = async () =>
    (await api.store.read('emails')).filter((mail) => mail.folder === 'scheduled')
  return { ...api, user, onClosed, scheduled }
}

const openSchedule = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Schedule send' }))
  return screen.findByRole('dialog', { name: 'Schedule send' })
}

describe('Schedule send', { timeout: 20_000 }, () => {
  it('schedules for tomorrow morning: the mail waits in Scheduled with that time', async () => {
    const { user, onClosed, scheduled } = await renderCompose()
    const dialog = await openSchedule(user)
    await user.click(within(dialog).getByRole('button', { name: /^Tomorrow morning 8:00/ }))
    await waitFor(() => expect(onClosed).toHaveBeenCalled())
    const [mail] = await scheduled()
    expect(mail).toMatchObject({ subject: 'Kiln opening', folder: 'scheduled' })
    const at = new Date(mail.scheduledAt!)
    const tomorrow = addDays(new Date(), 1)
    expect([at.getDate(), at.getHours(), at.getMinutes()]).toEqual([tomorrow.getDate(), 8, 0])
  })

  it('refuses a time in the past beside the time, and sends nothing', async () => {
    const { user, calls, onClosed } = await renderCompose()
    const dialog = await openSchedule(user)
    await user.click(within(dialog).getByRole('button', { name: /^Date/ }))
    await user.click(screen.getByRole('button', { name: /Today/ }))
    const time = within(dialog).getByRole('combobox', { name: 'Time' })
    await user.click(time)
    await user.click(screen.getByRole('option', { name: '12:00 AM' }))
    await user.click(within(dialog).getByRole('button', { name: 'Schedule send' }))
    expect(time).toHaveAccessibleDescription('Choose a time in the future.')
    expect(time).toHaveAttribute('aria-invalid', 'true')
    expect(calls.filter((call) => call.includes('/schedule'))).toEqual([])
    expect(onClosed).not.toHaveBeenCalled()
  })

  it('shows the server’s refusal of the time in the dialog, in the page’s words', async () => {
    // the dialog lets no past time through, so this refusal (a clock behind the server's) is staged
    const refusal = { error: { scheduledAt: 'Choose a time in the future' } }
    const { user, onClosed } = await renderCompose({
      intercept: (request) =>
        request.url.endsWith('/schedule') ? Response.json(refusal, { status: 400 }) : undefined,
    })
    const dialog = await openSchedule(user)
    await user.click(within(dialog).getByRole('button', { name: /^Tomorrow morning 8:00/ }))
    const time = within(dialog).getByRole('combobox', { name: 'Time' })
    await waitFor(() => expect(time).toHaveAccessibleDescription('Choose a time in the future.'))
    expect(onClosed).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Kiln opening')
  })

  it('asks for a recipient before it asks for a time', async () => {
    const onClosed = vi.fn()
    await renderWithApi(<ComposeWindow initial={EMPTY_COMPOSE} onClosed={onClosed} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Schedule send' }))
    expect(await screen.findByText('Add at least one recipient.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Schedule send' })).not.toBeInTheDocument()
  })
})

import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import email from '@/i18n/locales/en/email.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi, type RenderWithApiOptions } from '@/test/render-with-api'
import { EMPTY_COMPOSE, type ComposeValues } from '../compose-model'
import { ComposeWindow } from '../components/compose/compose-window'

initTestI18n({ email })

// a correspondent of the seeded mailbox, so the contacts call knows her
const GRETA = { name: 'Greta Saltmarsh', email: 'greta.saltmarsh@mosaicworks.test' }

async function renderCompose(initial: ComposeValues = EMPTY_COMPOSE, options: RenderWithApiOptions = {}) {
  const onClosed = vi.fn()
  const api = await renderWithApi(<ComposeWindow initial={initial} onClosed={onClosed} />, options)
  const sent = async () => (await api.store.read('emails')).filter((mail) => mail.folder === 'sent')
  const drafts = async () => (await api.store.read('emails')).filter((mail) => mail.folder === 'draft')
  return { ...api, onClosed, sent, drafts, to: screen.getByRole('combobox', { name: /^To/ }) }
}

describe('ComposeWindow validation', { timeout: 15_000 }, () => {
  it('refuses to send without a recipient and says so beside To', async () => {
    const user = userEvent.setup()
    const { onClosed, to, calls } = await renderCompose()
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hello')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Add at least one recipient.')).toBeInTheDocument()
    expect(to).toHaveAttribute('aria-invalid', 'true')
    expect(to).toHaveAccessibleDescription('Add at least one recipient.')
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Hello')
    expect(calls.filter((call) => call.includes('/send'))).toEqual([])
    expect(onClosed).not.toHaveBeenCalled()
  })

  it('keeps a bad address in its box with a message, and sends once it is fixed', async () => {
    const user = userEvent.setup()
    const { onClosed, to, sent } = await renderCompose()
    const sentBefore = (await sent()).length
    await user.type(to, 'not-an-address')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(to).toHaveAccessibleDescription('“not-an-address” is not a valid email address.')
    expect(to).toHaveValue('not-an-address')

    await user.clear(to)
    await user.type(to, `${GRETA.email}{Enter}`)
    // a known contact becomes a chip with the contact's name
    expect(await screen.findByRole('button', { name: `Remove ${GRETA.email}` })).toBeInTheDocument()
    expect(to).toHaveValue('')
    expect(to).not.toHaveAttribute('aria-invalid')
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Glazes')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(onClosed).toHaveBeenCalled())
    const mails = await sent()
    expect(mails).toHaveLength(sentBefore + 1)
    expect(mails.find((mail) => mail.subject === 'Glazes')?.to).toEqual([GRETA])
  })

  it('shows the server’s field message and keeps the input when sending fails', async () => {
    const user = userEvent.setup()
    // the form lets nothing through that the real back end refuses, so this refusal is staged
    const refusal = { error: { 'email.subject': 'At most 250 characters' } }
    const { onClosed, to } = await renderCompose(EMPTY_COMPOSE, {
      intercept: (request) =>
        request.url.endsWith('/send') ? Response.json(refusal, { status: 400 }) : undefined,
    })
    await user.type(to, 'a@b.test{Enter}')
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Too long')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const subject = screen.getByRole('textbox', { name: 'Subject' })
    // beside the field (its description), the field focused, what was typed kept, in the page's words
    await waitFor(() => expect(subject).toHaveAccessibleDescription('At most 250 characters'))
    expect(subject).toHaveAttribute('aria-invalid', 'true')
    expect(subject).toHaveFocus()
    expect(subject).toHaveValue('Too long')
    expect(to).toHaveAccessibleDescription('')
    expect(screen.getByRole('button', { name: 'Remove a@b.test' })).toBeInTheDocument()
    expect(onClosed).not.toHaveBeenCalled()
  })

  it('closing a compose with something in it keeps it as a draft in the store', async () => {
    const user = userEvent.setup()
    const { onClosed, drafts } = await renderCompose({ ...EMPTY_COMPOSE, subject: 'Ideas' })
    await user.click(screen.getByRole('button', { name: 'Close and keep as draft' }))
    await waitFor(() => expect(onClosed).toHaveBeenCalled())
    expect((await drafts()).map((mail) => mail.subject)).toContain('Ideas')
  })

  it('an empty compose closes without saving', async () => {
    const user = userEvent.setup()
    const { onClosed, calls } = await renderCompose()
    await user.click(screen.getByRole('button', { name: 'Close and keep as draft' }))
    expect(onClosed).toHaveBeenCalled()
    expect(calls.filter((call) => call.includes('/save-draft'))).toEqual([])
  })

  it('a draft with a subject over the limit stays open with the limit beside the subject, and nothing is saved', async () => {
    const user = userEvent.setup()
    const long = 's'.repeat(251)
    const { onClosed, calls } = await renderCompose({ ...EMPTY_COMPOSE, subject: long })
    await user.click(screen.getByRole('button', { name: 'Close and keep as draft' }))
    const subject = screen.getByRole('textbox', { name: 'Subject' })
    await waitFor(() => expect(subject).toHaveAccessibleDescription('At most 250 characters'))
    expect(subject).toHaveValue(long)
    expect(onClosed).not.toHaveBeenCalled()
    expect(calls.filter((call) => call.includes('/save-draft'))).toEqual([])
  })
})

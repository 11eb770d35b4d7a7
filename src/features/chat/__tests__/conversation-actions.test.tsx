import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import chat from '@/i18n/locales/en/chat.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { Conversation } from '../components/conversation'

vi.mock('@/components/ui/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }))

initTestI18n({ chat })

// Calla Everly (101) has a seeded chat with the admin (account 1)
const CALLA = 101
const PROFILE = { id: 1, fullName: 'Noor Halvorsen', avatar: '', status: 'online' as const }

async function renderConversation() {
  const api = await renderWithApi(<Conversation contactId={CALLA} profileUser={PROFILE} onBack={vi.fn()} />)
  const storedChat = async () =>
    (await api.store.read('chats')).find((row) => row.userId === CALLA && row.ownerId === 1)
  const log = await screen.findByRole('log', { name: 'Messages with Calla Everly' })
  await within(log).findByText('Which one do you prefer?')
  return { ...api, storedChat, log }
}

const openMenu = async () =>
  userEvent.click(screen.getByRole('button', { name: 'More actions for Calla Everly' }))

describe('Conversation actions', { timeout: 15_000 }, () => {
  it('search shows only the matching messages, marks the match, says how many, and Escape ends it', async () => {
    const { log, storedChat } = await renderConversation()
    const other = (await storedChat())!.chat.find((m) => !m.message.toLowerCase().includes('prefer'))!
    expect(within(log).getByText(other.message)).toBeInTheDocument()
    const toggle = screen.getByRole('button', { name: 'Search this conversation' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(toggle)
    const field = screen.getByRole('searchbox', { name: 'Search messages with Calla Everly' })
    expect(field).toHaveFocus()

    await userEvent.type(field, 'PREFER')
    expect(within(log).getByRole('status')).toHaveTextContent('1 message matches')
    expect(within(log).getAllByText('prefer', { selector: 'mark' })).toHaveLength(1)
    expect(within(log).queryByText(other.message)).toBeNull()

    await userEvent.clear(field)
    await userEvent.type(field, 'zzz-nothing')
    expect(within(log).getByRole('status')).toHaveTextContent('0 messages match')

    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('searchbox')).toBeNull()
    expect(within(log).getByText('Which one do you prefer?')).toBeInTheDocument()
  })

  it('block swaps the composer for a notice and is stored; Unblock brings the composer back', async () => {
    const { storedChat } = await renderConversation()
    await openMenu()
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Block contact' }))
    expect(
      await screen.findByText('You blocked Calla Everly. Unblock them to send a message.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull()
    expect((await storedChat())?.blocked).toBe(true)

    await openMenu()
    expect(screen.getByRole('menuitemcheckbox', { name: 'Block contact' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await userEvent.keyboard('{Escape}')

    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }))
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument()
    expect((await storedChat())?.blocked).toBe(false)
  })

  it('mute is a checked menu item that is stored', async () => {
    const { storedChat } = await renderConversation()
    await openMenu()
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Mute notifications' }))
    await waitFor(async () => expect((await storedChat())?.muted).toBe(true))
    await openMenu()
    expect(screen.getByRole('menuitemcheckbox', { name: 'Mute notifications' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
  })

  it('clear chat asks first; Cancel keeps the messages, confirming deletes them in the store', async () => {
    const { log, storedChat } = await renderConversation()
    await openMenu()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Clear chat' }))
    const ask = screen.getByRole('alertdialog', { name: 'Clear your chat with Calla Everly?' })
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }))
    expect((await storedChat())!.chat.length).toBeGreaterThan(0)

    await openMenu()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Clear chat' }))
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Clear chat' }))
    expect(await within(log).findByText('No messages yet. Say hello to Calla Everly!')).toBeInTheDocument()
    expect((await storedChat())?.chat).toEqual([])
  })

  it('a call opens a dialog saying what a real back end would do, and closes', async () => {
    await renderConversation()
    await userEvent.click(screen.getByRole('button', { name: 'Video call Calla Everly' }))
    const dialog = screen.getByRole('dialog', { name: 'Video call with Calla Everly' })
    expect(dialog).toHaveTextContent('no call service')
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0])
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

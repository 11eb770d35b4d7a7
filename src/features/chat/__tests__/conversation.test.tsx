import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ChatsContactsReply } from '@contract/chat'
import { toast } from '@/components/ui/toast'
import chat from '@/i18n/locales/en/chat.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi, testQueryClient, type RenderWithApiOptions } from '@/test/render-with-api'
import { chatKeys } from '../api/keys'
import { Conversation } from '../components/conversation'

vi.mock('@/components/ui/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }))

initTestI18n({ chat })

// Calla Everly (101) has a seeded chat whose newest message is unseen
const CALLA = 101
const PROFILE = { id: 1, fullName: 'Noor Halvorsen', avatar: '', status: 'online' as const }
const CONTACT = {
  id: CALLA,
  fullName: 'Calla Everly',
  role: '',
  about: '',
  avatar: '',
  status: 'online' as const,
}
const LAST = { message: 'Which one do you prefer?', time: new Date().toISOString(), senderId: CALLA }
/** The chat list as the page had it cached when the conversation opened. */
const LIST: ChatsContactsReply = {
  chatsContacts: [{ ...CONTACT, chat: { id: 1, unseenMsgs: 2, lastMessage: LAST } }],
  contacts: [],
  profileUser: PROFILE,
}

async function renderConversation(options: RenderWithApiOptions = {}) {
  const queryClient = testQueryClient()
  queryClient.setQueryData(chatKeys.list(), LIST)
  const api = await renderWithApi(<Conversation contactId={CALLA} profileUser={PROFILE} onBack={vi.fn()} />, {
    queryClient,
    ...options,
  })
  const storedChat = async () => (await api.store.read('chats')).find((row) => row.userId === CALLA)
  return { ...api, storedChat }
}

beforeEach(() => vi.clearAllMocks())

describe('Conversation', { timeout: 15_000 }, () => {
  it('opens with the header, the day separator and the messages, and clears the badge in the list and the store', async () => {
    const { queryClient, storedChat } = await renderConversation()
    const log = await screen.findByRole('log', { name: 'Messages with Calla Everly' })
    expect(await within(log).findByText('Which one do you prefer?')).toBeInTheDocument()
    expect(within(log).getByText('Today')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Calla Everly.*contact details$/ })).toBeInTheDocument()
    await waitFor(() =>
      expect(
        queryClient.getQueryData<ChatsContactsReply>(chatKeys.list())?.chatsContacts[0]?.chat.unseenMsgs,
      ).toBe(0),
    )
    expect((await storedChat())?.unseenMsgs).toBe(0)
  })

  it('shows a sent message at once and keeps it once stored', async () => {
    // the send waits until the test lets it through, to see the message before the server has it
    let release: () => void = () => {}
    const held = new Promise<undefined>((resolve) => (release = () => resolve(undefined)))
    const { storedChat } = await renderConversation({
      intercept: (request) => (request.url.endsWith('/send-msg') ? held : undefined),
    })
    const box = await screen.findByRole('textbox', { name: 'Message' })
    await screen.findByText('Which one do you prefer?')
    await userEvent.type(box, 'The second one{Enter}')
    const log = screen.getByRole('log')
    expect(within(log).getByText('The second one')).toBeInTheDocument()
    expect((await storedChat())?.chat.at(-1)?.message).not.toBe('The second one')

    release()
    await waitFor(async () => expect((await storedChat())?.chat.at(-1)?.message).toBe('The second one'))
    expect(within(log).getByText('The second one')).toBeInTheDocument()
  })

  it('takes a refused message back out, says why, and returns the text to the box', async () => {
    const { store } = await renderConversation()
    const box = await screen.findByRole('textbox', { name: 'Message' })
    await screen.findByText('Which one do you prefer?')
    // the contact disappears while the conversation is open: the back end refuses the message
    await store.update('chatContacts', (contacts) => {
      contacts.splice(
        contacts.findIndex((contact) => contact.id === CALLA),
        1,
      )
    })
    await userEvent.type(box, 'Will this fail?{Enter}')
    expect(await screen.findByDisplayValue('Will this fail?')).toBe(box)
    expect(within(screen.getByRole('log')).queryByText('Will this fail?')).not.toBeInTheDocument()
    expect(toast.error).toHaveBeenCalledWith('The message could not be sent: Contact not found')
  })

  it('sends an image and a file through the back end: the image inline by its name, the file a download chip', async () => {
    const { storedChat } = await renderConversation()
    await screen.findByText('Which one do you prefer?')
    const input = screen.getByLabelText<HTMLInputElement>('Attach a file', { selector: 'input' })
    await userEvent.upload(input, [
      new File(['not really a png'], 'plan.png', { type: 'image/png' }),
      new File(['a,b\n1,2\n'], 'figures.csv', { type: 'text/csv' }),
    ])
    await screen.findByRole('list', { name: 'Files to send' })
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    const log = screen.getByRole('log')
    expect(await within(log).findByRole('img', { name: 'plan.png' })).toBeInTheDocument()
    const chip = within(log).getByRole('link', { name: /^figures\.csv/ })
    expect(chip).toHaveAttribute('download', 'figures.csv')
    expect(chip).toHaveAttribute('href', `data:text/csv;base64,${btoa('a,b\n1,2\n')}`)
    await waitFor(async () =>
      expect((await storedChat())?.chat.at(-1)?.attachments?.map((file) => file.name)).toEqual([
        'plan.png',
        'figures.csv',
      ]),
    )
  })
})

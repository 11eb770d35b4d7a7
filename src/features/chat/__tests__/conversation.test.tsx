import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ChatsContactsReply, GetChatReply, SendMessageReply } from '@contract/chat'
import { toast } from '@/components/ui/toaster'
import chat from '@/i18n/locales/en/chat.json'
import { ApiError, apiFetch } from '@/lib/http/client'
import { initTestI18n } from '@/test/i18n'
import { chatKeys } from '../api/keys'
import { Conversation } from '../components/conversation'

vi.mock('@/lib/http/client', async (original) => ({
  ...(await original<typeof import('@/lib/http/client')>()),
  apiFetch: vi.fn(),
}))
vi.mock('@/components/ui/toaster', () => ({ toast: { error: vi.fn(), success: vi.fn() } }))
const fetchMock = vi.mocked(apiFetch)

initTestI18n({ chat })

const CONTACT = {
  id: 101,
  fullName: 'Calla Everly',
  role: 'Designer',
  about: 'Sketches first.',
  avatar: '',
  status: 'online' as const,
}
const PROFILE = { id: 1, fullName: 'Noor Halvorsen', avatar: '', status: 'online' as const }
const yesterday = new Date(Date.now() - 86_400_000).toISOString()
const CHAT: GetChatReply = {
  contact: CONTACT,
  chat: {
    id: 1,
    userId: 101,
    unseenMsgs: 0,
    chat: [{ message: 'Which one do you prefer?', time: yesterday, senderId: 101 }],
  },
}
const LIST: ChatsContactsReply = {
  chatsContacts: [{ ...CONTACT, chat: { id: 1, unseenMsgs: 3, lastMessage: CHAT.chat!.chat[0] } }],
  contacts: [CONTACT],
  profileUser: PROFILE,
}

function renderConversation() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(chatKeys.list(), LIST)
  render(
    <QueryClientProvider client={client}>
      <Conversation contactId={101} profileUser={PROFILE} onBack={vi.fn()} />
    </QueryClientProvider>,
  )
  return client
}

/** Answers get-chat at once and hands send-msg's promise to the test. */
function answer(send: () => Promise<unknown>) {
  fetchMock.mockImplementation(({ path }) =>
    path === '/apps/chat/get-chat' ? Promise.resolve(CHAT) : send(),
  )
}

beforeEach(() => vi.clearAllMocks())

describe('Conversation', () => {
  it('opens with the header, the day separator and the messages, and clears the list badge', async () => {
    answer(() => new Promise(() => {}))
    const client = renderConversation()
    const log = await screen.findByRole('log', { name: 'Messages with Calla Everly' })
    expect(within(log).getByText('Yesterday')).toBeInTheDocument()
    expect(within(log).getByText('Which one do you prefer?')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'About Calla Everly' })).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/apps/chat/get-chat' }),
      expect.objectContaining({ query: { id: 101 } }),
    )
    expect(client.getQueryData<ChatsContactsReply>(chatKeys.list())?.chatsContacts[0]?.chat.unseenMsgs).toBe(
      0,
    )
  })

  it('shows a sent message at once and keeps it once stored', async () => {
    let store: (reply: SendMessageReply) => void = () => {}
    answer(() => new Promise((resolve) => (store = resolve)))
    renderConversation()
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'The second one{Enter}')
    const log = screen.getByRole('log')
    expect(within(log).getByText('The second one')).toBeInTheDocument()
    expect(within(log).getByText('Today')).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledWith(expect.objectContaining({ path: '/apps/chat/send-msg' }), {
      body: { obj: { contact: { id: 101 }, message: 'The second one' } },
    })
    store({
      response: {
        id: 1,
        newMessageData: { message: 'The second one', time: new Date().toISOString(), senderId: 1 },
      },
    })
    expect(await within(log).findByText('The second one')).toBeInTheDocument()
  })

  it('takes a refused message back out, says why, and returns the text to the box', async () => {
    let refuse: (error: Error) => void = () => {}
    answer(() => new Promise((_, reject) => (refuse = reject)))
    renderConversation()
    const box = await screen.findByRole('textbox', { name: 'Message' })
    await userEvent.type(box, 'Will this fail?{Enter}')
    expect(within(screen.getByRole('log')).getByText('Will this fail?')).toBeInTheDocument()
    refuse(new ApiError(404, { error: 'Contact 101 not found' }))
    expect(await screen.findByDisplayValue('Will this fail?')).toBe(box)
    expect(within(screen.getByRole('log')).queryByText('Will this fail?')).not.toBeInTheDocument()
    expect(toast.error).toHaveBeenCalledWith('The message could not be sent: Contact 101 not found')
  })
})

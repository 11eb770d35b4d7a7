import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import type { ChatContact, ChatsContactsReply } from '@contract/chat'
import chat from '@/i18n/locales/en/chat.json'
import { initTestI18n } from '@/test/i18n'
import { ChatSidebar } from '../components/chat-sidebar'

initTestI18n({ chat })

const person = (id: number, fullName: string): ChatContact => ({
  id,
  fullName,
  role: 'Engineer',
  about: '',
  avatar: '',
  status: 'online',
})
const now = new Date().toISOString()
const DATA: ChatsContactsReply = {
  chatsContacts: [
    {
      ...person(101, 'Calla Everly'),
      chat: { id: 1, unseenMsgs: 2, lastMessage: { message: 'Which one?', time: now, senderId: 101 } },
    },
    {
      ...person(104, 'Farid Okonkwo'),
      chat: { id: 2, unseenMsgs: 0, lastMessage: { message: 'Done.', time: now, senderId: 1 } },
    },
  ],
  contacts: [
    person(101, 'Calla Everly'),
    person(102, 'Dorian Fairbank'),
    person(104, 'Farid Okonkwo'),
    person(105, 'Greta Lindqvist'),
  ],
  profileUser: { id: 1, fullName: 'Noor Halvorsen', avatar: '', status: 'busy' },
}

function Harness({ onSelect = vi.fn() }: { onSelect?: (id: number) => void }) {
  const [q, setQ] = useState('')
  // the profile drawer's queries need a client; it stays closed here, so nothing is fetched
  const [client] = useState(() => new QueryClient())
  return (
    <QueryClientProvider client={client}>
      <ChatSidebar data={DATA} q={q} onQChange={setQ} onSelect={onSelect} contactId={104} />
    </QueryClientProvider>
  )
}

const section = (name: string) => screen.getByRole('region', { name })
const rowNames = (name: string) =>
  within(section(name))
    .queryAllByRole('button')
    .map((row) => row.querySelector('.font-medium')?.textContent)

describe('ChatSidebar', () => {
  it('lists chats with their unseen badge and only contacts without a chat under Contacts', () => {
    render(<Harness />)
    expect(rowNames('Chats')).toEqual(['Calla Everly', 'Farid Okonkwo'])
    expect(rowNames('Contacts')).toEqual(['Dorian Fairbank', 'Greta Lindqvist'])
    expect(within(section('Chats')).getByText('2 unseen messages')).toBeInTheDocument()
    // "You:" stands apart from the message it introduces, and the row reads both
    expect(screen.getByText('Done.')).toHaveClass('user-text')
    expect(screen.getByText('Done.').closest('button')).toHaveTextContent('You: Done.')
    expect(screen.getByRole('button', { name: /Farid Okonkwo/ })).toHaveAttribute('aria-current', 'true')
    expect(screen.getByRole('button', { name: 'Your chat profile (Busy)' })).toBeInTheDocument()
  })

  it('filters both sections by name and says "No results" for a section left empty', async () => {
    render(<Harness />)
    const search = screen.getByRole('searchbox', { name: 'Search chats and contacts' })
    await userEvent.type(search, 'greta')
    expect(within(section('Chats')).getByText('No results')).toBeInTheDocument()
    expect(rowNames('Contacts')).toEqual(['Greta Lindqvist'])

    await userEvent.clear(search)
    await userEvent.type(search, ' CALLA ')
    expect(rowNames('Chats')).toEqual(['Calla Everly'])
    expect(within(section('Contacts')).getByText('No results')).toBeInTheDocument()

    await userEvent.clear(search)
    await userEvent.type(search, 'nobody')
    expect(screen.getAllByText('No results')).toHaveLength(2)
  })

  it('opens a chat or a contact by its row', async () => {
    const onSelect = vi.fn()
    render(<Harness onSelect={onSelect} />)
    await userEvent.click(screen.getByRole('button', { name: /Calla Everly/ }))
    await userEvent.click(screen.getByRole('button', { name: /Dorian Fairbank/ }))
    expect(onSelect.mock.calls).toEqual([[101], [102]])
  })
})

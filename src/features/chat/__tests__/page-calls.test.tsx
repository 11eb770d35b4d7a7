import { waitFor } from '@testing-library/react'
import { renderWithApi } from '@/test/render-with-api'
import { startChatCalls } from '../api/page-calls'

describe('startChatCalls', { timeout: 20_000 }, () => {
  it('asks for the sidebar’s chats and contacts, and never opens a conversation (that would mark it seen)', async () => {
    const api = await renderWithApi(<p>chat</p>)
    void startChatCalls(api.queryClient)
    await waitFor(() => expect(api.queryClient.isFetching()).toBe(0))
    expect(api.calls).toEqual(['GET /apps/chat/chats-and-contacts'])
    expect(api.queryClient.getQueryCache().getAll()[0].state.status).toBe('success')
  })
})

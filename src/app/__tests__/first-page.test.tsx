import { RouterProvider } from '@tanstack/react-router'
import { screen } from '@testing-library/react'
import { queryClient } from '@/lib/query-client'
import { renderWithApi } from '@/test/render-with-api'
import { firstPageRouter, shown, slowChats } from './first-page-router'

describe('the first page', { timeout: 20_000 }, () => {
  it('waits for its first answers and renders once, with them, never with its placeholder', async () => {
    await renderWithApi(<RouterProvider router={firstPageRouter()} />, {
      queryClient,
      intercept: slowChats(150),
    })
    expect(await screen.findByRole('heading', { name: /\d+ chats/ })).toBeInTheDocument()
    expect(screen.queryByText('Loading chats')).not.toBeInTheDocument()
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.every((what) => what === 'chats')).toBe(true)
  })
})

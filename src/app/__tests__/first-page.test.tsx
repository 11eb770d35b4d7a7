import { RouterProvider } from '@tanstack/react-router'
import { screen } from '@testing-library/react'
import shell from '@/i18n/locales/en/shell.json'
import { queryClient } from '@/lib/query-client'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { firstPageRouter, shown, slowChats } from './first-page-router'

initTestI18n({ shell })

describe('the first page', { timeout: 20_000 }, () => {
  it('waits for its first answers and renders once, with them, never with its placeholder; the footer waits too', async () => {
    await renderWithApi(<RouterProvider router={firstPageRouter()} />, {
      queryClient,
      intercept: slowChats(150),
    })
    // the footer waits with the page: shown first, under an empty page area, it would be pushed down
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: /\d+ chats/ })).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(screen.queryByText('Loading chats')).not.toBeInTheDocument()
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.every((what) => what === 'chats')).toBe(true)
  })
})

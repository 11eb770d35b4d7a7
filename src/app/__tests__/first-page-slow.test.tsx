import { RouterProvider } from '@tanstack/react-router'
import { screen } from '@testing-library/react'
import shell from '@/i18n/locales/en/shell.json'
import { queryClient } from '@/lib/query-client'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { firstPageRouter, shown, slowChats } from './first-page-router'

initTestI18n({ shell })

/* The app's first page, when its answers are slow: it does not wait long for them (first-page.test.tsx). */
describe('the first page, with slow answers', { timeout: 20_000 }, () => {
  it('shows its placeholder after a short wait, then its data once the answer is in', async () => {
    await renderWithApi(<RouterProvider router={firstPageRouter()} />, {
      queryClient,
      intercept: slowChats(1500),
    })
    const started = performance.now()
    expect(await screen.findByText('Loading chats', {}, { timeout: 1000 })).toBeInTheDocument()
    // the wait is 300 ms; well before the answer
    expect(performance.now() - started).toBeLessThan(1000)
    expect(await screen.findByRole('heading', { name: /\d+ chats/ }, { timeout: 3000 })).toBeInTheDocument()
    expect(shown[0]).toBe('placeholder')
  })
})

import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { Toaster } from 'sonner'
import uiExtensions from '@/i18n/locales/en/uiExtensions.json'
import uikit from '@/i18n/locales/en/uikit.json'
import { initTestI18n } from '@/test/i18n'
import { ToastsServicePage } from './toasts-page'

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}))

initTestI18n({ uikit, uiExtensions })

function renderPage() {
  return render(
    <>
      <ToastsServicePage />
      <Toaster />
    </>,
  )
}

describe('ToastsServicePage', () => {
  it('removes a file and puts it back in its place with the toast’s Undo', async () => {
    const user = userEvent.setup()
    renderPage()
    const list = screen.getByRole('list', { name: 'Attached files' })
    const names = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    expect(names()).toEqual(['contract-2026.pdf', 'team-photo.jpg', 'budget-q3.xlsx', 'launch-notes.md'])

    await user.click(screen.getByRole('button', { name: 'Remove team-photo.jpg' }))
    expect(names()).toEqual(['contract-2026.pdf', 'budget-q3.xlsx', 'launch-notes.md'])
    expect(await screen.findByText('team-photo.jpg removed')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(names()).toEqual(['contract-2026.pdf', 'team-photo.jpg', 'budget-q3.xlsx', 'launch-notes.md'])
  })

  it('shows the composed toast with its type’s text and description', async () => {
    const user = userEvent.setup()
    renderPage()
    await user.click(screen.getByRole('radio', { name: 'Warning' }))
    const title = screen.getByLabelText('Title')
    await user.clear(title)
    await user.type(title, 'Disk almost full')
    await user.click(screen.getByRole('button', { name: 'Show toast' }))
    const toast = (await screen.findByText('Disk almost full')).closest('[data-sonner-toast]')
    expect(toast).toHaveAttribute('data-type', 'warning')
    expect(toast).toHaveTextContent('Harbor Foods will get it by email.')
  })

  it('turns the promise toast into the chosen outcome', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderPage()
    await user.click(screen.getByRole('radio', { name: 'It fails' }))
    await user.click(screen.getByRole('button', { name: 'Publish report' }))
    expect(await screen.findByText('Publishing the report…')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1600))
    expect(await screen.findByText('The report could not be published')).toBeInTheDocument()
    vi.useRealTimers()
  })
})

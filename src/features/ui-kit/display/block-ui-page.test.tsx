import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiDisplay from '@/i18n/locales/en/uiDisplay.json'
import uikit from '@/i18n/locales/en/uikit.json'
import { initTestI18n } from '@/test/i18n'
import { BlockUiPage } from './block-ui-page'

initTestI18n({ uikit, uiDisplay })

/** What the page's status regions currently say. */
const announced = () => screen.getAllByRole('status').map((region) => region.textContent)

describe('BlockUiPage', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('blocks the card for two seconds after Refresh, then shows the new figure', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<BlockUiPage />)
    expect(screen.getByText('$12,480')).toBeInTheDocument()
    const refresh = screen.getByRole('button', { name: 'Refresh' })
    await user.click(refresh)
    expect(announced()).toContain('Refreshing figures…')
    expect(refresh.closest('[inert]')).not.toBeNull()
    act(() => {
      vi.advanceTimersByTime(2000)
    })
    expect(refresh.closest('[inert]')).toBeNull()
    expect(screen.getByText('$12,615')).toBeInTheDocument()
  })

  it('blocks the form while saving and says when it is saved', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<BlockUiPage />)
    const name = screen.getByRole('textbox', { name: 'Full name' })
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(name.closest('[aria-busy="true"]')).not.toBeNull()
    expect(name.closest('[inert]')).not.toBeNull()
    act(() => {
      vi.advanceTimersByTime(1500)
    })
    expect(name.closest('[inert]')).toBeNull()
    expect(screen.getByText('Changes saved.')).toBeInTheDocument()
  })

  it('blocks the whole team card or only its member list', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<BlockUiPage />)
    const invite = screen.getByRole('button', { name: 'Invite' })
    const list = screen.getByText('Jonas Berg').closest('ul')!
    const section = screen.getByRole('button', { name: 'Block the member list' })
    await user.click(section)
    expect(section).toHaveAttribute('aria-pressed', 'true')
    expect(list.closest('[inert]')).not.toBeNull()
    expect(invite.closest('[inert]')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Block the whole card' }))
    expect(invite.closest('[inert]')).not.toBeNull()
    expect(section).toHaveAttribute('aria-pressed', 'false')
    expect(within(list).getAllByRole('button', { name: 'Manage' })).toHaveLength(3)
  })

  it('starts with the upload list blocked and lets the switch release it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<BlockUiPage />)
    const upload = screen.getByRole('switch', { name: 'Upload in progress' })
    expect(announced()).toContain('Uploading 3 files…')
    await user.click(upload)
    expect(announced()).not.toContain('Uploading 3 files…')
    expect(screen.queryByText('Uploading 3 files…')).not.toBeInTheDocument()
  })
})

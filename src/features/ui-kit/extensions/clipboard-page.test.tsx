import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiExtensions from '@/i18n/locales/en/uiExtensions.json'
import uikit from '@/i18n/locales/en/uikit.json'
import { initTestI18n } from '@/test/i18n'
import { ClipboardPage } from './clipboard-page'
import { makeApiKey } from './components/api-key'

initTestI18n({ uikit, uiExtensions })

describe('ClipboardPage', () => {
  it('copies the field as the user edited it, the command and each row', async () => {
    const user = userEvent.setup()
    render(<ClipboardPage />)
    const field = screen.getByLabelText('Invite link')
    await user.clear(field)
    await user.type(field, 'https://tessera.dev/invite/night-shift')
    await user.click(screen.getByRole('button', { name: 'Copy invite link' }))
    expect(await navigator.clipboard.readText()).toBe('https://tessera.dev/invite/night-shift')

    await user.click(screen.getByRole('button', { name: 'Copy the install command' }))
    expect(await navigator.clipboard.readText()).toMatch(/^npm create vite@latest tessera-admin/)

    await user.click(screen.getByRole('button', { name: 'Copy order number TSR-20431' }))
    expect(await navigator.clipboard.readText()).toBe('TSR-20431')
  })

  it('copies the current key after a new one is generated', async () => {
    const user = userEvent.setup()
    render(<ClipboardPage />)
    const key = screen.getByLabelText('API key')
    const first = (key as HTMLInputElement).value
    expect(first).toMatch(/^tsk_live_[a-z2-9]{28}$/)
    await user.click(screen.getByRole('button', { name: 'Generate a new key' }))
    const second = (key as HTMLInputElement).value
    expect(second).not.toBe(first)
    expect(screen.getByText('Key number 2 of this session.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copy API key' }))
    expect(await navigator.clipboard.readText()).toBe(second)
  })

  it('makes keys without look-alike characters', () => {
    for (let i = 0; i < 20; i += 1) expect(makeApiKey().slice(9)).not.toMatch(/[lo01]/)
  })
})

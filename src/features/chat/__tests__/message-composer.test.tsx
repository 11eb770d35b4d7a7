import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import chat from '@/i18n/locales/en/chat.json'
import { initTestI18n } from '@/test/i18n'
import { MessageComposer } from '../components/message-composer'

initTestI18n({ chat })

function renderComposer(onSend = vi.fn(() => Promise.resolve())) {
  render(<MessageComposer onSend={onSend} />)
  return { onSend, box: screen.getByRole('textbox', { name: 'Message' }) }
}

describe('MessageComposer', () => {
  it('sends on Enter and clears the box', async () => {
    const { onSend, box } = renderComposer()
    await userEvent.type(box, 'Hello there{Enter}')
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Hello there')
    expect(box).toHaveValue('')
  })

  it('adds a line on Shift+Enter without sending, then sends both lines', async () => {
    const { onSend, box } = renderComposer()
    await userEvent.type(box, 'First{Shift>}{Enter}{/Shift}Second')
    expect(onSend).not.toHaveBeenCalled()
    expect(box).toHaveValue('First\nSecond')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSend).toHaveBeenCalledExactlyOnceWith('First\nSecond')
  })

  it('ignores a blank message, by Enter and by the button', async () => {
    const { onSend, box } = renderComposer()
    await userEvent.type(box, '   {Enter}')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSend).not.toHaveBeenCalled()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('refuses an over-long message beside the field and keeps the text', async () => {
    const { onSend, box } = renderComposer()
    await userEvent.click(box)
    await userEvent.paste('x'.repeat(2001))
    await userEvent.keyboard('{Enter}')
    expect(onSend).not.toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent('At most 2000 characters')
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveValue('x'.repeat(2001))
  })

  it('puts the text back when sending fails', async () => {
    const { box } = renderComposer(vi.fn(() => Promise.reject(new Error('offline'))))
    await userEvent.type(box, 'Lost?{Enter}')
    expect(await screen.findByDisplayValue('Lost?')).toBe(box)
  })
})

import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import chat from '@/i18n/locales/en/chat.json'
import { initTestI18n } from '@/test/i18n'
import { MessageComposer } from '../components/message-composer'

initTestI18n({ chat })

/** The file input behind the attach button (the dialog it opens is the browser's). */
const input = () => screen.getByLabelText<HTMLInputElement>('Attach a file', { selector: 'input' })

function renderComposer(onSend = vi.fn(() => Promise.resolve())) {
  render(<MessageComposer onSend={onSend} />)
  return { onSend, box: screen.getByRole('textbox', { name: 'Message' }) }
}

describe('MessageComposer', () => {
  it('sends on Enter and clears the box', async () => {
    const { onSend, box } = renderComposer()
    await userEvent.type(box, 'Hello there{Enter}')
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Hello there', [])
    expect(box).toHaveValue('')
  })

  it('adds a line on Shift+Enter without sending, then sends both lines', async () => {
    const { onSend, box } = renderComposer()
    await userEvent.type(box, 'First{Shift>}{Enter}{/Shift}Second')
    expect(onSend).not.toHaveBeenCalled()
    expect(box).toHaveValue('First\nSecond')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSend).toHaveBeenCalledExactlyOnceWith('First\nSecond', [])
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

  it('attaches a chosen file as a chip, says the limit, and sends it without text', async () => {
    const { onSend } = renderComposer()
    expect(screen.getByText('Up to 3 files, 1 MB each')).toBeVisible()
    const attach = screen.getByRole('button', { name: 'Attach a file' })
    expect(attach).toHaveAccessibleDescription('Up to 3 files, 1 MB each')
    await userEvent.upload(input(), new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' }))
    const chips = await screen.findByRole('list', { name: 'Files to send' })
    expect(within(chips).getByText('notes.pdf')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSend).toHaveBeenCalledExactlyOnceWith('', [
      {
        name: 'notes.pdf',
        type: 'application/pdf',
        size: 8,
        dataUrl: `data:application/pdf;base64,${btoa('%PDF-1.4')}`,
      },
    ])
    expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument()
  })

  it('refuses a file over the limit with a message, and a chip can be removed', async () => {
    const { onSend } = renderComposer()
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'huge.zip', { type: 'application/zip' })
    const small = new File(['hi'], 'hi.txt', { type: 'text/plain' })
    await userEvent.upload(input(), [big, small])
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“huge.zip” is larger than 1 MB: it was not attached.',
    )
    const chips = screen.getByRole('list', { name: 'Files to send' })
    expect(within(chips).queryByText('huge.zip')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Remove hi.txt' }))
    expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSend).not.toHaveBeenCalled()
  })

  it('puts the text back when sending fails', async () => {
    const { box } = renderComposer(vi.fn(() => Promise.reject(new Error('offline'))))
    await userEvent.type(box, 'Lost?{Enter}')
    expect(await screen.findByDisplayValue('Lost?')).toBe(box)
  })
})

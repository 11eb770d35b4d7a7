import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { initTestI18n } from '@/test/i18n'
import { RichTextEditor } from './rich-text-editor'

initTestI18n()

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <RichTextEditor
        aria-label="Message"
        value={value}
        onChange={(html) => {
          setValue(html)
          onChange(html)
        }}
      />
      <button type="button" onClick={() => setValue('<p>Restored</p>')}>
        Restore
      </button>
    </>
  )
}

describe('RichTextEditor', () => {
  it('shows the value, reports HTML, and takes a value set from outside', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness initial="<p>Hello <strong>team</strong></p>" onChange={onChange} />)

    const box = await screen.findByRole('textbox', { name: 'Message' })
    expect(box).toHaveTextContent('Hello team')
    expect(box.querySelector('strong')).toHaveTextContent('team')

    await user.click(screen.getByRole('button', { name: 'Restore' }))
    await waitFor(() => expect(box).toHaveTextContent('Restored'))
    // a value from outside is not echoed back as a change
    expect(onChange).not.toHaveBeenCalled()
  })

  it('has one tab stop in its toolbar and moves along it with the arrow keys', async () => {
    const user = userEvent.setup()
    render(<Harness initial="" onChange={() => {}} />)
    const toolbar = await screen.findByRole('toolbar', { name: 'Text formatting' })
    const bold = screen.getByRole('button', { name: 'Bold' })
    const italic = screen.getByRole('button', { name: 'Italic' })
    expect(bold).toHaveAttribute('tabindex', '0')
    expect(italic).toHaveAttribute('tabindex', '-1')
    expect(toolbar).toContainElement(bold)

    bold.focus()
    await user.keyboard('{ArrowRight}')
    expect(italic).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('button', { name: 'Quote' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(bold).toHaveFocus()
  })
})

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import common from '@/i18n/locales/en/common.json'
import { initTestI18n } from '@/test/i18n'
import { BlockUi } from './block-ui'

initTestI18n()

function SaveForm() {
  const [saving, setSaving] = useState(false)
  return (
    <>
      <BlockUi blocked={saving} message="Saving profile…" data-testid="block">
        <label>
          Name <input defaultValue="Ada" />
        </label>
        <button type="button" onClick={() => setSaving(true)}>
          Save
        </button>
      </BlockUi>
      <button type="button" onClick={() => setSaving(false)}>
        Finish
      </button>
    </>
  )
}

describe('BlockUi', () => {
  it('marks the region busy, makes the content inert and announces the message', async () => {
    const user = userEvent.setup()
    render(<SaveForm />)
    const block = screen.getByTestId('block')
    const status = screen.getByRole('status')
    expect(block).toHaveAttribute('aria-busy', 'false')
    expect(status).toBeEmptyDOMElement()

    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(block).toHaveAttribute('aria-busy', 'true')
    expect(status).toHaveTextContent('Saving profile…')
    expect(screen.getByRole('textbox', { name: 'Name' }).closest('[inert]')).not.toBeNull()
    // the visible copy on the overlay is not read twice
    expect(screen.getByText('Saving profile…', { selector: '[aria-hidden]' })).toBeVisible()
  })

  it('moves focus from the covered content to the overlay and back when the block lifts', async () => {
    const user = userEvent.setup()
    render(<SaveForm />)
    const save = screen.getByRole('button', { name: 'Save' })
    await user.click(save)
    expect(document.activeElement).toHaveAttribute('data-slot', 'block-ui-overlay')

    await user.click(screen.getByRole('button', { name: 'Finish' }))
    expect(screen.getByTestId('block')).toHaveAttribute('aria-busy', 'false')
    expect(save.closest('[inert]')).toBeNull()
    expect(screen.queryByText('Saving profile…')).not.toBeInTheDocument()
  })

  it('says "Please wait…" when no message is given', () => {
    render(
      <BlockUi blocked>
        <p>Report</p>
      </BlockUi>,
    )
    expect(screen.getByRole('status')).toHaveTextContent(common.blockUi.busy)
  })
})

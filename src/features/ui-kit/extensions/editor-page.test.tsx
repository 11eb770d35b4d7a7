import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiExtensions from '@/i18n/locales/en/uiExtensions.json'
import uikit from '@/i18n/locales/en/uikit.json'
import { initTestI18n } from '@/test/i18n'
import { EditorPage } from './editor-page'

initTestI18n({ uikit, uiExtensions })

// ProseMirror scrolls the selection into view after a keyboard change; jsdom's ranges have no geometry
if (!('getClientRects' in Range.prototype)) {
  Object.assign(Range.prototype, { getClientRects: () => [], getBoundingClientRect: () => new DOMRect() })
}

describe('EditorPage', () => {
  it('renders what the editor produces, sanitised, and counts its characters', async () => {
    const user = userEvent.setup()
    render(<EditorPage />)
    const notes = await screen.findByRole('textbox', { name: 'Release notes' })
    const rendered = screen.getByRole('region', { name: 'Rendered' })
    const html = screen.getByRole('region', { name: 'HTML' })
    expect(within(rendered).getByText('faster exports').tagName).toBe('STRONG')
    const count = `${rendered.querySelector('.rich-text-content')?.textContent?.length} of 400 characters`
    expect(screen.getByText(count)).toBeInTheDocument()
    expect(notes).toHaveAccessibleDescription(count)
    // the sample is already in the editor's own HTML, so loading it is no change
    expect(screen.getByRole('button', { name: 'Restore the sample' })).toBeDisabled()

    // select the whole note and make it italic: the output follows
    notes.focus()
    await user.keyboard('{Control>}a{/Control}')
    const toolbars = screen.getAllByRole('toolbar', { name: 'Text formatting' })
    await user.click(within(toolbars[0]).getByRole('button', { name: 'Italic' }))
    await waitFor(() => expect(within(html).getByText(/<em>/)).toBeInTheDocument())
    expect(rendered.querySelector('em')).toHaveTextContent('Version 2.4 brings')

    await user.click(screen.getByRole('button', { name: 'Restore the sample' }))
    await waitFor(() => expect(rendered.querySelector('em')).toBeNull())
  }, 15_000)

  it('gives the minimal editor only bold and italic', async () => {
    render(<EditorPage />)
    await screen.findByRole('textbox', { name: 'Comment' })
    const toolbars = await screen.findAllByRole('toolbar', { name: 'Text formatting' })
    expect(toolbars).toHaveLength(2)
    expect(
      within(toolbars[1])
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Bold', 'Italic'])
  })
})

import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiExtensions from '@/i18n/locales/en/uiExtensions.json'
import uikit from '@/i18n/locales/en/uikit.json'
import { initTestI18n } from '@/test/i18n'
import { ContextMenuPage } from './context-menu-page'

initTestI18n({ uikit, uiExtensions })

describe('ContextMenuPage', () => {
  it('marks the note as read and stars it from the keyboard', async () => {
    const user = userEvent.setup()
    render(<ContextMenuPage />)
    const note = screen.getByRole('group', { name: 'Design review note' })
    expect(note).toHaveTextContent('Unread')

    fireEvent.contextMenu(note)
    await user.keyboard('{ArrowDown}{Enter}')
    expect(note).toHaveTextContent('Read')
    expect(note).not.toHaveTextContent('Unread')

    fireEvent.contextMenu(note)
    // opened while the keyboard is in use, the menu focuses its first item, as after Shift+F10
    expect(screen.getByRole('menuitem', { name: 'Mark as unread' })).toHaveFocus()
    await user.keyboard('{ArrowDown}{Enter}')
    expect(note).toHaveTextContent('Read · Starred')
  })

  it('moves the file through the sub menu and sets the text size with a radio item', async () => {
    const user = userEvent.setup()
    render(<ContextMenuPage />)
    const file = screen.getByRole('group', { name: 'Contract file' })
    fireEvent.contextMenu(file)
    await user.keyboard('{ArrowDown}{ArrowRight}')
    expect(screen.getByRole('menuitem', { name: 'Inbox' })).toHaveAttribute('aria-disabled', 'true')
    await user.click(screen.getByRole('menuitem', { name: 'Invoices' }))
    expect(file).toHaveTextContent('In Invoices')

    const sample = screen.getByRole('group', { name: 'Text sample' })
    fireEvent.contextMenu(sample)
    await user.click(screen.getByRole('menuitemradio', { name: 'Large' }))
    expect(within(sample).getByText('Quiet mornings make good code.')).toHaveClass('text-xl')
  })

  it('duplicates and deletes a draft', async () => {
    const user = userEvent.setup()
    render(<ContextMenuPage />)
    const list = screen.getByRole('list', { name: 'Drafts' })
    fireEvent.contextMenu(within(list).getByText('Supplier terms'))
    await user.keyboard('{ArrowDown}{Enter}')
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Spring campaign', 'Supplier terms', 'Copy of Supplier terms', 'Onboarding checklist'])
    fireEvent.contextMenu(within(list).getByText('Spring campaign'))
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    expect(within(list).queryByText('Spring campaign')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Restore the drafts' }))
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
  })
})

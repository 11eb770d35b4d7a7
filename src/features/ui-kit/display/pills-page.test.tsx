import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiDisplay from '@/i18n/locales/en/uiDisplay.json'
import uikit from '@/i18n/locales/en/uikit.json'
import { initTestI18n } from '@/test/i18n'
import { PillsPage } from './pills-page'

initTestI18n({ uikit, uiDisplay })

describe('PillsPage', () => {
  it('moves through the basic pills with the arrow keys and shows the chosen panel', async () => {
    const user = userEvent.setup()
    render(<PillsPage />)
    const list = screen.getByRole('tablist', { name: 'Project: Basic' })
    const overview = within(list).getByRole('tab', { name: 'Overview' })
    expect(overview).toHaveAttribute('aria-selected', 'true')
    await user.click(overview)
    await user.keyboard('{ArrowRight}')
    const activity = within(list).getByRole('tab', { name: 'Activity' })
    expect(activity).toHaveFocus()
    expect(activity).toHaveAttribute('aria-selected', 'true')
    expect(document.getElementById(activity.getAttribute('aria-controls')!)).toHaveTextContent(
      'Who changed what this week',
    )
  })

  it('moves through the vertical pills with the up and down arrows', async () => {
    const user = userEvent.setup()
    render(<PillsPage />)
    const list = screen.getByRole('tablist', { name: 'Project: Vertical' })
    expect(list).toHaveAttribute('aria-orientation', 'vertical')
    await user.click(within(list).getByRole('tab', { name: 'Files' }))
    await user.keyboard('{ArrowUp}')
    expect(within(list).getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true')
  })

  it('reads each folder count as a number of messages and shows the folder picked', async () => {
    const user = userEvent.setup()
    render(<PillsPage />)
    const folders = screen.getByRole('tablist', { name: 'Mail folders' })
    expect(
      within(folders)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Inbox 1212 messages', 'Drafts 33 messages', 'Sent ', 'Archive 148148 messages'])
    const drafts = within(folders).getByRole('tab', { name: 'Drafts 3 messages' })
    await user.click(drafts)
    expect(drafts).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('3 messages in Drafts.')).toBeVisible()
  })

  it('fills each colour demo in its own theme colour', () => {
    render(<PillsPage />)
    for (const [name, fill] of [
      ['Success', 'bg-success'],
      ['Warning', 'bg-warning'],
    ]) {
      const list = screen.getByRole('tablist', { name: `Project: ${name}` })
      expect(within(list).getByRole('tab', { selected: true }).className).toContain(
        `data-[state=active]:${fill}`,
      )
    }
  })
})

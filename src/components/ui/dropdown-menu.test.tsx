import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Button } from './button'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu'

function UserMenu({ onProfile }: { onProfile: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button>Account</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onProfile}>Profile</DropdownMenuItem>
        <DropdownMenuItem>Settings</DropdownMenuItem>
        <DropdownMenuCheckboxItem checked>Compact</DropdownMenuCheckboxItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

describe('DropdownMenu', () => {
  it('opens from the keyboard and moves focus with the arrow keys', async () => {
    const user = userEvent.setup()
    const onProfile = vi.fn()
    render(<UserMenu onProfile={onProfile} />)

    const trigger = screen.getByRole('button', { name: 'Account' })
    trigger.focus()
    await user.keyboard('{ArrowDown}')

    expect(screen.getByRole('menu')).toBeInTheDocument()
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus()

    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitemcheckbox', { name: 'Compact' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('menuitemcheckbox', { name: 'Compact' })).toHaveFocus()
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}')

    expect(onProfile).toHaveBeenCalledOnce()
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })

  it('is not modal: the rest of the page stays visible to assistive technology and usable', async () => {
    const user = userEvent.setup()
    render(
      <main>
        <UserMenu onProfile={() => {}} />
        <a href="#help">Help</a>
      </main>,
    )
    await user.click(screen.getByRole('button', { name: 'Account' }))
    expect(screen.getByRole('menu')).toBeInTheDocument()
    // a modal menu hid the page with aria-hidden and left it focusable, which WCAG checkers report
    expect(document.querySelector('[aria-hidden="true"] a, [data-aria-hidden]')).toBeNull()
    expect(screen.getByRole('link', { name: 'Help' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus()
  })
})

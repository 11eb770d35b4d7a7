import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazyComponent } from '@/lib/lazy-component'
import { Button } from './button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu'
import { OnIntent, type IntentProps } from './on-intent'
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip'

function SampleMenu({ trigger, defaultOpen, item }: IntentProps & { item: string }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>{item}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

function SampleTooltip({ trigger, defaultOpen }: IntentProps) {
  return (
    <TooltipProvider>
      <Tooltip defaultOpen={defaultOpen}>
        <TooltipTrigger asChild>{trigger}</TooltipTrigger>
        <TooltipContent>Saved pages</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  )
}

/** A control from its own "chunk", with a count of the times its code was asked for. */
function controlOf<P extends object>(component: (props: P & IntentProps) => React.ReactNode) {
  const loads = { count: 0 }
  const control = lazyComponent(async () => {
    loads.count += 1
    return { Control: component }
  }, 'Control')
  return { control, loads }
}

/** An account menu with one item, drawn closed, as a page would draw it. */
function renderMenu(item: string) {
  const { control, loads } = controlOf(SampleMenu)
  render(<OnIntent control={control} popup="menu" props={{ item }} trigger={<Button>Account</Button>} />)
  return { loads }
}

describe('OnIntent', () => {
  it('draws the trigger alone until the pointer comes, then fetches the code without taking the trigger over', async () => {
    const { loads } = renderMenu('Profile')
    const user = userEvent.setup()
    const trigger = screen.getByRole('button', { name: 'Account' })
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(loads.count).toBe(0)

    await user.hover(trigger)
    expect(loads.count).toBe(1)
    // hovering only fetched: the drawn trigger is still the one on the page, and nothing opened
    expect(screen.getByRole('button', { name: 'Account' })).toBe(trigger)
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('opens the menu a press asked for once its code is there, and Radix then owns the trigger', async () => {
    renderMenu('Profile')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Account' }))
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    // the loaded trigger toggles as any Radix menu's does
    await user.click(screen.getByRole('button', { name: 'Account' }))
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument()
  })

  it('opens from the keyboard as Radix would: Enter on the drawn trigger focuses the first item', async () => {
    renderMenu('Sign out')
    const user = userEvent.setup()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus()
    await user.keyboard('{Enter}')
    // as Radix opens a menu from the keyboard: with its first item focused
    const item = await screen.findByRole('menuitem', { name: 'Sign out' })
    await waitFor(() => expect(item).toHaveFocus())
  })

  it('shows a tooltip on focus and keeps the focus on its trigger through the swap', async () => {
    const { control, loads } = controlOf(SampleTooltip)
    const user = userEvent.setup()
    render(<OnIntent control={control} popup="tooltip" trigger={<Button aria-label="Bookmarks">★</Button>} />)
    const drawn = screen.getByRole('button', { name: 'Bookmarks' })
    expect(drawn).not.toHaveAttribute('aria-expanded')
    await user.tab()
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Saved pages')
    expect(loads.count).toBe(1)
    const loaded = screen.getByRole('button', { name: 'Bookmarks' })
    expect(loaded).not.toBe(drawn)
    expect(loaded).toHaveFocus()
  })

  it('shows a tooltip for a mouse that moves onto its trigger, not for a page that moved under a still one', async () => {
    const { control, loads } = controlOf(SampleTooltip)
    render(<OnIntent control={control} popup="tooltip" trigger={<Button aria-label="Bookmarks">★</Button>} />)
    // what the browser sends when the trigger slides under a pointer that stays put
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Bookmarks' }))
    await waitFor(() => expect(loads.count).toBe(1))
    // time enough for the code to arrive and mount
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(screen.queryByRole('tooltip')).toBeNull()
    await userEvent.setup().hover(screen.getByRole('button', { name: 'Bookmarks' }))
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Saved pages')
  })
})

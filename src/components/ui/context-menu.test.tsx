import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import {
  ContextMenu,
  ContextMenuCheckboxItem,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSub,
  ContextMenuSubContent,
  ContextMenuSubTrigger,
  ContextMenuTrigger,
} from './context-menu'

function Board({ onRename }: { onRename: () => void }) {
  const [pinned, setPinned] = useState(false)
  return (
    <ContextMenu>
      <ContextMenuTrigger tabIndex={0} aria-label="Sprint board">
        Board {pinned && '(pinned)'}
      </ContextMenuTrigger>
      <ContextMenuContent>
        <ContextMenuItem onSelect={onRename}>Rename</ContextMenuItem>
        <ContextMenuCheckboxItem checked={pinned} onCheckedChange={setPinned}>
          Pinned
        </ContextMenuCheckboxItem>
        <ContextMenuSub>
          <ContextMenuSubTrigger>Move to</ContextMenuSubTrigger>
          <ContextMenuSubContent>
            <ContextMenuItem>Archive</ContextMenuItem>
          </ContextMenuSubContent>
        </ContextMenuSub>
      </ContextMenuContent>
    </ContextMenu>
  )
}

describe('ContextMenu', () => {
  it('opens on a contextmenu event and is driven by the keyboard', async () => {
    const user = userEvent.setup()
    const onRename = vi.fn()
    render(<Board onRename={onRename} />)
    const area = screen.getByLabelText('Sprint board')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()

    fireEvent.contextMenu(area)
    expect(screen.getByRole('menu')).toBeInTheDocument()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(screen.getByRole('menuitemcheckbox', { name: 'Pinned' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(area).toHaveTextContent('Board (pinned)')

    fireEvent.contextMenu(area)
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowRight}')
    expect(screen.getByRole('menuitem', { name: 'Archive' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('menuitem', { name: 'Move to' })).toHaveFocus()
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}')
    expect(onRename).toHaveBeenCalledOnce()
  })

  it('closes with Escape without choosing', async () => {
    const user = userEvent.setup()
    const onRename = vi.fn()
    render(<Board onRename={onRename} />)
    fireEvent.contextMenu(screen.getByLabelText('Sprint board'))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(onRename).not.toHaveBeenCalled()
  })
})

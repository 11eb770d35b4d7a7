import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import uiExtensions from '@/i18n/locales/en/uiExtensions.json'
import uikit from '@/i18n/locales/en/uikit.json'
import { initTestI18n } from '@/test/i18n'
import { DragAndDropPage } from './drag-and-drop-page'

initTestI18n({ uikit, uiExtensions })

// jsdom lays nothing out: give each list item a 40 px row by its place among its siblings, so the keyboard
// sensor (which measures the rows) can find the next one
function layOutRows() {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('li')
    const index = row?.parentElement ? Array.from(row.parentElement.children).indexOf(row) : 0
    const top = index * 40
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 300,
      bottom: top + 40,
      width: 300,
      height: 40,
      toJSON: () => ({}),
    }
  })
}

const steps = () =>
  within(screen.getByRole('list', { name: 'Release steps' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d+/, ''))

describe('DragAndDropPage', () => {
  afterEach(() => vi.restoreAllMocks())

  it('moves a step down with Space, the down arrow and Space, and says so', async () => {
    layOutRows()
    render(<DragAndDropPage />)
    expect(screen.getByRole('heading', { name: 'Drag & Drop', level: 1 })).toBeInTheDocument()
    expect(steps()).toEqual([
      'Freeze the main branch',
      'Run the full test suite',
      'Write the release notes',
      'Tag the version',
      'Tell the support team',
    ])

    const handle = screen.getByRole('button', { name: 'Move Freeze the main branch' })
    handle.focus()
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' })
    // lifted: the handle is pressed and the live region speaks (dnd-kit says where it is at once)
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'))
    expect(await screen.findByText('Freeze the main branch is now at position 1 of 5.')).toBeInTheDocument()
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? handle, { code: 'ArrowDown', key: 'ArrowDown' })
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(await screen.findByText('Freeze the main branch is now at position 2 of 5.')).toBeInTheDocument()
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? handle, { code: 'Space', key: ' ' })
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(await screen.findByText('Dropped Freeze the main branch at position 2 of 5.')).toBeInTheDocument()
    expect(steps()).toEqual([
      'Run the full test suite',
      'Freeze the main branch',
      'Write the release notes',
      'Tag the version',
      'Tell the support team',
    ])
    expect(handle).not.toHaveAttribute('aria-pressed', 'true')
  }, 20_000)

  it('cancels a move with Escape and keeps the order', async () => {
    layOutRows()
    render(<DragAndDropPage />)
    const handle = screen.getByRole('button', { name: 'Move Coral' })
    handle.focus()
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' })
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'))
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'Escape', key: 'Escape' })
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(await screen.findByText('Moving Coral was cancelled.')).toBeInTheDocument()
    const tiles = within(screen.getByRole('list', { name: 'Colour swatches' })).getAllByRole('listitem')
    expect(tiles[0]).toHaveTextContent('Coral')
  }, 20_000)
})

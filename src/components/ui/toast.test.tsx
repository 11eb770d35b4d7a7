import { act, render, screen } from '@testing-library/react'
import { toast, ToasterOnceWanted } from './toast'

/*
 * The toast calls load sonner on first use (src/components/ui/toast.tsx). The module state is this file's own:
 * vitest gives every test file a fresh module registry.
 */
describe('toast', () => {
  it('draws no toaster until a toast is asked for, then shows that toast and the next ones', async () => {
    const view = render(<ToasterOnceWanted />)
    // dismissing before any toast does not load sonner or mount the toaster
    act(() => toast.dismiss())
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(view.container).toBeEmptyDOMElement()
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull()

    let id: string | number = ''
    act(() => {
      id = toast.success('Invoice sent', { description: 'Harbor Foods will get it by email.' })
    })
    // the id is known at once, before sonner has loaded
    expect(id).toMatch(/^toast-/)
    const sent = (await screen.findByText('Invoice sent')).closest('[data-sonner-toast]')
    expect(sent).toHaveAttribute('data-type', 'success')
    expect(sent).toHaveTextContent('Harbor Foods will get it by email.')

    act(() => {
      toast.error('Could not save the draft')
    })
    expect(
      (await screen.findByText('Could not save the draft')).closest('[data-sonner-toast]'),
    ).toHaveAttribute('data-type', 'error')

    // the id it gave back is the toast's: dismissing by it takes that one away
    act(() => toast.dismiss(id))
    await vi.waitFor(() => expect(screen.queryByText('Invoice sent')).toBeNull())
    expect(screen.getByText('Could not save the draft')).toBeInTheDocument()
  })
})

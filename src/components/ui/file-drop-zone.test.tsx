import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initTestI18n } from '@/test/i18n'
import { FileDropZone } from './file-drop-zone'

initTestI18n()

describe('FileDropZone', () => {
  it('names the zone and the input by the label, and hands over chosen files', async () => {
    const user = userEvent.setup()
    const onFiles = vi.fn()
    render(<FileDropZone label="Invoice scan" hint="PDF up to 2 MB." onFiles={onFiles} />)
    const zone = screen.getByRole('group', { name: 'Invoice scan' })
    expect(zone).toHaveAccessibleDescription('PDF up to 2 MB.')
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeInTheDocument()
    const input = screen.getByLabelText('Invoice scan', { selector: 'input' })
    const file = new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' })
    await user.upload(input, file)
    expect(onFiles).toHaveBeenCalledWith([file])
  })

  it('takes dropped files (one when not multiple) and shows errors as an alert describing the zone', () => {
    const onFiles = vi.fn()
    const { rerender } = render(<FileDropZone label="Photos" onFiles={onFiles} />)
    const zone = screen.getByRole('group', { name: 'Photos' })
    const one = new File(['a'], 'a.png', { type: 'image/png' })
    const two = new File(['b'], 'b.png', { type: 'image/png' })
    fireEvent.drop(zone, { dataTransfer: { files: [one, two] } })
    expect(onFiles).toHaveBeenCalledWith([one])

    rerender(<FileDropZone label="Photos" multiple onFiles={onFiles} errors={['b.png is too large.']} />)
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('b.png is too large.')
    expect(zone).toHaveAccessibleDescription('b.png is too large.')
    fireEvent.drop(zone, { dataTransfer: { files: [one, two] } })
    expect(onFiles).toHaveBeenLastCalledWith([one, two])
  })
})

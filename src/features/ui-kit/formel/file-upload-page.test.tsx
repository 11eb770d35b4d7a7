import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiFormElements from '@/i18n/locales/en/uiFormElements.json'
import { initTestI18n } from '@/test/i18n'
import { FileUploadPage } from './file-upload-page'

initTestI18n({ uiFormElements })

describe('FileUploadPage', { timeout: 20_000 }, () => {
  it('refuses a file that is not an image, lists an image, and removes it (releasing its preview URL)', async () => {
    const create = vi.fn(() => 'blob:preview-1')
    const revoke = vi.fn()
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke })
    const user = userEvent.setup({ applyAccept: false })
    const { container } = render(<FileUploadPage />)
    const zone = screen.getByRole('group', { name: 'Product photos' })
    const input = container.querySelectorAll<HTMLInputElement>('input[type=file]')[1]
    expect(within(zone).getByRole('button', { name: 'Choose files' })).toBeInTheDocument()

    await user.upload(input, new File(['notes'], 'notes.txt', { type: 'text/plain' }))
    expect(screen.getByText('notes.txt is not an image.')).toBeInTheDocument()
    expect(zone).toHaveAccessibleDescription(/notes\.txt is not an image\./)
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument()

    await user.upload(input, new File(['png'], 'desk.png', { type: 'image/png' }))
    const list = screen.getByRole('list', { name: 'Chosen files' })
    expect(within(list).getByText('desk.png')).toBeInTheDocument()
    expect(within(list).getByRole('progressbar', { name: 'Upload of desk.png' })).toBeInTheDocument()
    expect(create).toHaveBeenCalledTimes(1)

    await user.click(screen.getByRole('button', { name: 'Remove desk.png' }))
    expect(screen.queryByText('desk.png')).not.toBeInTheDocument()
    expect(revoke).toHaveBeenCalledWith('blob:preview-1')
  })
})

import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Guest } from '@contract/calendar'
import calendar from '@/i18n/locales/en/calendar.json'
import { ApiError } from '@/lib/http/client'
import { initTestI18n } from '@/test/i18n'
import { EventForm, type EventFormProps } from '../components/event-form'
import { draftValues } from '../event-form-values'

initTestI18n({ calendar })

const GUESTS: Guest[] = [{ id: 1, fullName: 'Ada Stone', email: 'ada@tessera.test', avatar: '' }]
// A timed draft: Tuesday 2 June 2026, 10:00 to 11:00.
const DRAFT = draftValues(new Date(2026, 5, 2, 10, 0), false, 'Business')

function renderForm(props: Partial<EventFormProps> = {}) {
  const onSubmit = vi.fn<EventFormProps['onSubmit']>().mockResolvedValue(undefined)
  render(
    <EventForm
      mode="add"
      defaultValues={DRAFT}
      guests={GUESTS}
      onSubmit={onSubmit}
      onCancel={() => {}}
      {...props}
    />,
  )
  return { onSubmit, user: userEvent.setup() }
}

/** The message a control points at through aria-describedby. */
const messageOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent

describe('EventForm', () => {
  it('keeps Add disabled until there is a title, and says a title is required once it is cleared', async () => {
    const { user, onSubmit } = renderForm()
    const add = screen.getByRole('button', { name: 'Add' })
    const title = screen.getByRole('textbox', { name: /Title/ })
    await waitFor(() => expect(add).toBeDisabled())

    await user.type(title, 'Tile fair')
    await waitFor(() => expect(add).toBeEnabled())

    await user.clear(title)
    expect(await screen.findByText('Title is required')).toBeVisible()
    expect(title).toHaveAttribute('aria-invalid', 'true')
    expect(messageOf(title)).toBe('Title is required')
    expect(add).toBeDisabled()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('says the end must not be before the start beside the end, and clears it once fixed', async () => {
    const { user } = renderForm()
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Kiln check')
    const endTime = screen.getByLabelText(/End time/)
    fireEvent.change(endTime, { target: { value: '09:30' } })

    const endDate = screen.getByRole('button', { name: /End date/ })
    await waitFor(() => expect(messageOf(endDate)).toBe('End must not be before start'))
    expect(endDate).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled()

    // Moving the start earlier fixes it; the message goes away because the fields re-check each other.
    fireEvent.change(screen.getByLabelText(/Start time/), { target: { value: '09:00' } })
    await waitFor(() => expect(screen.queryByText('End must not be before start')).toBeNull())
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled()
  })

  it('hides the times for an all-day event and submits what was typed', async () => {
    const { user, onSubmit } = renderForm()
    await user.type(screen.getByRole('textbox', { name: /Title/ }), '  Studio closed ')
    await user.click(screen.getByRole('switch', { name: 'All day' }))
    expect(screen.queryByLabelText(/Start time/)).toBeNull()
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Workshop B')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      title: 'Studio closed',
      allDay: true,
      startDate: '2026-06-02',
      endDate: '2026-06-02',
      calendar: 'Business',
      location: 'Workshop B',
    })
  })

  it('rejects a URL that is not a web address', async () => {
    const { user } = renderForm()
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Launch')
    const url = screen.getByRole('textbox', { name: 'Event URL' })
    await user.type(url, 'not a link')
    await waitFor(() => expect(messageOf(url)).toBe(calendar.validation.urlInvalid))
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled()
  })

  it('shows the server’s field message beside the field and keeps the input', async () => {
    const onSubmit = vi
      .fn<EventFormProps['onSubmit']>()
      .mockRejectedValue(new ApiError(400, { error: { 'event.title': 'Title is taken by a holiday' } }))
    const { user } = renderForm({ onSubmit, mode: 'edit', defaultValues: { ...DRAFT, title: 'Old' } })
    const title = screen.getByRole('textbox', { name: /Title/ })
    await user.type(title, ' name')
    await user.click(screen.getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(messageOf(title)).toBe('Title is taken by a holiday'))
    expect(title).toHaveValue('Old name')
  })

  it('says a location over the limit is too long beside it, and places the server’s location message there too', async () => {
    const onSubmit = vi
      .fn<EventFormProps['onSubmit']>()
      .mockRejectedValue(
        new ApiError(400, { error: { 'event.extendedProps.location': 'That place is closed' } }),
      )
    const { user } = renderForm({ onSubmit })
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Kiln check')
    const location = screen.getByRole('textbox', { name: 'Location' })
    fireEvent.change(location, { target: { value: 'x'.repeat(201) } })
    await waitFor(() => expect(messageOf(location)).toBe('At most 200 characters'))
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled()

    fireEvent.change(location, { target: { value: 'Studio 4' } })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled())
    await user.click(screen.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(messageOf(location)).toBe('That place is closed'))
    expect(location).toHaveValue('Studio 4')
  })
})

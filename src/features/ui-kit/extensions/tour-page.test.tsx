import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiExtensions from '@/i18n/locales/en/uiExtensions.json'
import uikit from '@/i18n/locales/en/uikit.json'
import { initTestI18n } from '@/test/i18n'
import { TourPage } from './tour-page'

initTestI18n({ uikit, uiExtensions })

const KEY = 'tessera.tour.uiKitProjects'

describe('TourPage', () => {
  beforeEach(() => localStorage.clear())

  it('walks the steps with Next and Back, outlines each card and ends on Escape with the focus back', async () => {
    const user = userEvent.setup()
    render(<TourPage />)
    const start = screen.getByRole('button', { name: 'Start the tour' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(start)
    const step = await screen.findByRole('dialog', { name: 'Find a project' })
    expect(step).toHaveTextContent('Step 1 of 5')
    expect(step).toHaveAccessibleDescription('Type part of a name and the list below narrows as you type.')
    expect(screen.getByRole('heading', { name: 'Find a project' })).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument()
    // the step's card is outlined
    const searchCard = screen.getByRole('heading', { name: 'Project search', level: 2 }).closest('[id]')
    expect(searchCard).toHaveAttribute('data-tour-active')

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('dialog', { name: 'This month at a glance' })).toHaveTextContent(
      'Step 2 of 5',
    )
    expect(searchCard).not.toHaveAttribute('data-tour-active')
    expect(screen.getByRole('heading', { name: 'This month at a glance' })).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('dialog', { name: 'Find a project' })).toHaveTextContent('Step 1 of 5')

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(searchCard).not.toHaveAttribute('data-tour-active')
    await waitFor(() => expect(start).toHaveFocus())
  }, 20_000)

  it('ends with Done on the last step and closes with its close button', async () => {
    const user = userEvent.setup()
    render(<TourPage />)
    const start = screen.getByRole('button', { name: 'Start the tour' })
    await user.click(start)
    for (let i = 0; i < 4; i += 1) await user.click(await screen.findByRole('button', { name: 'Next' }))
    const last = await screen.findByRole('dialog', { name: 'Take the tour again' })
    expect(last).toHaveTextContent('Step 5 of 5')
    expect(screen.queryByRole('button', { name: 'Skip tour' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(start).toHaveFocus())

    await user.click(start)
    await user.click(await screen.findByRole('button', { name: 'Close the tour' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  }, 20_000)

  it('offers to resume a tour left midway, and forgets it once the tour is finished', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<TourPage />)
    await user.click(screen.getByRole('button', { name: 'Start the tour' }))
    await user.click(await screen.findByRole('button', { name: 'Next' }))
    await user.click(await screen.findByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('dialog')).toHaveTextContent('Step 3 of 5')
    await user.click(screen.getByRole('button', { name: 'Close the tour' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const resume = screen.getByRole('button', { name: 'Resume tour (step 3 of 5)' })
    await waitFor(() => expect(resume).toHaveFocus())
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ step: 2 })

    // a reload: a fresh page reads the progress back
    unmount()
    render(<TourPage />)
    expect(screen.queryByRole('button', { name: 'Start the tour' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Resume tour (step 3 of 5)' }))
    expect(await screen.findByRole('dialog')).toHaveTextContent('Step 3 of 5')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(await screen.findByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('dialog')).toHaveTextContent('Step 5 of 5')
    await user.click(screen.getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Start the tour' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Restart' })).not.toBeInTheDocument()
    expect(localStorage.getItem(KEY)).toBeNull()
  }, 30_000)

  it('forgets the progress when the tour is skipped', async () => {
    const user = userEvent.setup()
    render(<TourPage />)
    await user.click(screen.getByRole('button', { name: 'Start the tour' }))
    await user.click(await screen.findByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('dialog')).toHaveTextContent('Step 2 of 5')
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ step: 1 })
    await user.click(screen.getByRole('button', { name: 'Skip tour' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Start the tour' })).toHaveFocus()
    expect(localStorage.getItem(KEY)).toBeNull()
  }, 20_000)

  it('restarts from the first step, and ignores a stored step the tour does not have', async () => {
    const user = userEvent.setup()
    localStorage.setItem(KEY, JSON.stringify({ step: 3 }))
    const { unmount } = render(<TourPage />)
    expect(screen.getByRole('button', { name: 'Resume tour (step 4 of 5)' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Restart' }))
    expect(await screen.findByRole('dialog', { name: 'Find a project' })).toHaveTextContent('Step 1 of 5')
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ step: 0 })
    unmount()

    localStorage.setItem(KEY, JSON.stringify({ step: 9 }))
    render(<TourPage />)
    expect(screen.getByRole('button', { name: 'Start the tour' })).toBeInTheDocument()
  }, 20_000)
})

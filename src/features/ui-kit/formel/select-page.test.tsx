import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiFormElements from '@/i18n/locales/en/uiFormElements.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { SelectPage } from './select-page'

initTestI18n({ uiFormElements })

describe('SelectPage', { timeout: 20_000 }, () => {
  it('multi-select: checkboxes add badges, and a badge is removed by its own button', async () => {
    const user = userEvent.setup()
    await renderWithApi(<SelectPage />)
    const trigger = screen.getByRole('button', { name: 'Skills' })
    expect(trigger).toHaveTextContent('2 skills chosen')
    const chips = screen.getByRole('list', { name: 'Chosen skills' })
    expect(within(chips).getAllByRole('listitem')).toHaveLength(2)

    await user.click(trigger)
    const popover = await screen.findByRole('group', { name: 'Skills' })
    await user.click(within(popover).getByRole('checkbox', { name: 'SQL' }))
    expect(trigger).toHaveTextContent('3 skills chosen')
    expect(within(chips).getByText('SQL')).toBeInTheDocument()
    await user.keyboard('{Escape}')

    await user.click(screen.getByRole('button', { name: 'Remove React' }))
    expect(screen.queryByRole('button', { name: 'Remove React' })).not.toBeInTheDocument()
    expect(trigger).toHaveTextContent('2 skills chosen')
    // focus moves to the next chip's button, not to the page's start
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Accessibility' })).toHaveFocus())

    await user.keyboard('{Enter}')
    await user.click(screen.getByRole('button', { name: 'Remove SQL' }))
    expect(trigger).toHaveTextContent('Choose skills')
    await waitFor(() => expect(trigger).toHaveFocus())
  })

  it('async select: loads the code names on first open, filters them by search and picks one', async () => {
    const user = userEvent.setup()
    const { calls, request } = await renderWithApi(<SelectPage />)
    const reply = (await (await request('/api/autocomplete/data')).json()) as {
      autoComplete: { title: string; rank: number }[]
    }
    const top = [...reply.autoComplete].sort((a, b) => a.rank - b.rank || a.title.localeCompare(b.title))[0]
    if (!top) throw new Error('the seed has no autocomplete entries')
    const trigger = screen.getByRole('button', { name: 'Code name' })
    expect(trigger).toHaveTextContent('Pick a code name')
    expect(calls.filter((call) => call.includes('/api/autocomplete/data'))).toHaveLength(0)

    await user.click(trigger)
    const list = await screen.findByRole('listbox', { name: 'Code names' })
    const options = await within(list).findAllByRole('option')
    expect(options).toHaveLength(100)
    expect(options[0]).toHaveTextContent(top.title)
    expect(calls).toContain('GET /api/autocomplete/data')

    await user.type(screen.getByRole('combobox', { name: 'Search code names' }), top.title)
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeLessThan(100))
    await user.click(within(list).getByRole('option', { name: top.title }))
    expect(trigger).toHaveTextContent(top.title)
    expect(screen.queryByRole('listbox', { name: 'Code names' })).not.toBeInTheDocument()

    await user.click(trigger)
    await user.type(screen.getByRole('combobox', { name: 'Search code names' }), 'zzzz')
    expect(await screen.findByText('No code name matches.')).toBeInTheDocument()
  })

  it('async select: shows the load, says when it failed, and Try again loads the list', async () => {
    const user = userEvent.setup()
    let failures = 1
    let answer = () => {}
    const held = new Promise<void>((resolve) => {
      answer = resolve
    })
    await renderWithApi(<SelectPage />, {
      // the first load hangs until the test has seen the spinner, then fails as a server down would
      intercept: async (request) => {
        if (!request.url.includes('/api/autocomplete/data') || failures === 0) return undefined
        failures -= 1
        await held
        return Response.json({ error: 'Server unavailable' }, { status: 503 })
      },
    })
    await user.click(screen.getByRole('button', { name: 'Code name' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Loading code names…')
    answer()
    expect(await screen.findByRole('alert')).toHaveTextContent('The code names could not be loaded.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    const list = await screen.findByRole('listbox', { name: 'Code names' })
    expect(await within(list).findAllByRole('option')).toHaveLength(100)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

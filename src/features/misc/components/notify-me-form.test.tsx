import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import misc from '@/i18n/locales/en/misc.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { NotifyMeForm } from './notify-me-form'

initTestI18n({ misc })

describe('NotifyMeForm', { timeout: 15_000 }, () => {
  it('refuses an address longer than any real one and keeps it; stores a good one, once, signed out', async () => {
    const user = userEvent.setup()
    const { store, calls } = await renderWithApi(<NotifyMeForm />, { user: null })
    const email = screen.getByRole('textbox', { name: 'Email address' })
    const long = `${'x'.repeat(5000)}@x.com`
    fireEvent.change(email, { target: { value: long } })
    await user.click(screen.getByRole('button', { name: 'Notify me' }))
    expect(email).toHaveAccessibleDescription(misc.comingSoon.emailInvalid)
    expect(email).toHaveValue(long)
    expect(screen.queryByRole('status')).toBeNull()
    expect(calls).toEqual([])

    await user.clear(email)
    await user.type(email, 'Ada@Tessera.test')
    await user.click(screen.getByRole('button', { name: 'Notify me' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'ada@tessera.test is on the list. We will write when this part of Tessera opens.',
    )
    expect((await store.read('launchSubscribers')).map((subscriber) => subscriber.email)).toEqual([
      'ada@tessera.test',
    ])
  })

  it('says when the address was on the list already', async () => {
    const user = userEvent.setup()
    await renderWithApi(<NotifyMeForm />, {
      user: null,
      seed: (collections) => {
        collections.launchSubscribers.push({ email: 'ada@tessera.test', at: '2026-11-01T09:00:00.000Z' })
      },
    })
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ada@tessera.test')
    await user.click(screen.getByRole('button', { name: 'Notify me' }))
    expect(await screen.findByRole('status')).toHaveTextContent('ada@tessera.test was on the list already.')
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import users from '@/i18n/locales/en/users.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { UserEditPage } from '../user-edit-page'

initTestI18n({ users })

const open = (id: number, tab: string) =>
  renderWithApi(<UserEditPage id={id} />, { route: `/apps/user/edit/${id}?tab=${tab}` })
const form = (name: string) => screen.findByRole('form', { name })

describe('UserEditPage', { timeout: 20_000 }, () => {
  it('saves the social tab, and Reset brings the stored values back', async () => {
    const user = userEvent.setup()
    const { store } = await open(3, 'social')
    const social = within(await form('Social'))
    const github = social.getByRole('textbox', { name: 'GitHub' })
    await user.type(github, 'github.com/nobody')
    await user.click(social.getByRole('button', { name: 'Save changes' }))
    expect(
      await social.findByText('Enter a web address that starts with http:// or https://'),
    ).toBeInTheDocument()
    expect(github).toHaveValue('github.com/nobody')
    expect((await store.read('users')).find((u) => u.id === 3)?.github).toBeUndefined()

    await user.clear(github)
    await user.type(github, 'https://github.com/nobody')
    await user.click(social.getByRole('button', { name: 'Save changes' }))
    await waitFor(async () =>
      expect((await store.read('users')).find((u) => u.id === 3)?.github).toBe('https://github.com/nobody'),
    )
    await user.type(social.getByRole('textbox', { name: 'LinkedIn' }), 'https://linkedin.example/x')
    await user.clear(github)
    await user.click(social.getByRole('button', { name: 'Reset' }))
    expect(github).toHaveValue('https://github.com/nobody')
    expect(social.getByRole('textbox', { name: 'LinkedIn' })).toHaveValue('')
  })

  it('asks before leaving a tab with unsaved changes', async () => {
    const user = userEvent.setup()
    const { router } = await open(3, 'information')
    const info = within(await form('Information'))
    await user.type(info.getByRole('textbox', { name: 'Languages' }), 'Catalan')
    await user.click(screen.getByRole('tab', { name: 'Social' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }))
    expect(router?.state.location.search).toMatchObject({ tab: 'information' })
    expect(info.getByRole('textbox', { name: 'Languages' })).toHaveValue('Catalan')
  })

  it('says "User not found" for an unknown id, with a link to the list', async () => {
    await open(999, 'account')
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /list/i })).toHaveAttribute('href', '/apps/user/list')
  })
})

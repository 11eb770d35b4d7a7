import { screen } from '@testing-library/react'
import home from '@/i18n/locales/en/home.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { HomePage } from './home-page'

initTestI18n({ home })

/* The sample page against the real (in-memory) back end: the user and abilities come from a real sign-in. */

it('greets the signed-in admin and says they may manage everything', async () => {
  await renderWithApi(<HomePage />, { user: 'admin' })
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Noor Halvorsen' })).toBeVisible()
  expect(screen.getByText('Signed in as admin@demo.com')).toBeVisible()
  expect(screen.getByText(/You may manage everything/)).toBeVisible()
  expect(screen.queryByText(/Your role sees only some pages/)).not.toBeInTheDocument()
  expect(screen.getAllByRole('listitem')).toHaveLength(4)
})

it('tells a restricted user that the menu hides some pages', async () => {
  await renderWithApi(<HomePage />, { user: 'client' })
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Tobias Reyna' })).toBeVisible()
  expect(screen.getByText(/Your role sees only some pages/)).toBeVisible()
  expect(screen.queryByText(/You may manage everything/)).not.toBeInTheDocument()
})

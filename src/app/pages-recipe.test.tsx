import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PAGES, type PageEntry } from '@contract/pages'
import { pageAt, pageLink, pageTitleKey } from '@/config/pages'
import navigation from '@/i18n/locales/en/navigation.json'
import search from '@/i18n/locales/en/search.json'
import { SearchDialog } from '@/layouts/navbar/search/search-dialog'
import { filterNavigation } from '@/lib/navigation'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'

/*
 * README's "Adding a page", followed: one more entry at the end of the page table, its English name beside it,
 * and its title in the navigation namespace. The rest follows from the table: the menu's link, the page search's
 * index and bookmarks (through the real back end, whose seed reads the same table), the guard's ability and the
 * tab title.
 */

const REPORTS: PageEntry = vi.hoisted(() => ({
  path: '/reports',
  titleKey: 'reports',
  icon: 'chart-column',
  subject: 'Dashboard',
  action: 'manage',
}))

vi.mock('@contract/pages', async (importOriginal) => {
  const real = await importOriginal<typeof import('@contract/pages')>()
  return {
    ...real,
    PAGES: { ...real.PAGES, reports: REPORTS },
  }
})
vi.mock('@contract/page-titles', async (importOriginal) => {
  const real = await importOriginal<typeof import('@contract/page-titles')>()
  return { ...real, ENGLISH_TITLES: { ...real.ENGLISH_TITLES, reports: 'Reports' } }
})
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  useNavigate: () => vi.fn(),
}))

initTestI18n({ search, navigation: { ...navigation, reports: 'Sales reports' } })

const id = 'reports' as keyof typeof PAGES

it('gives the menu a link with the page address, title, icon and ability', () => {
  const link = pageLink(id, { icon: true })
  expect(link).toMatchObject({ to: '/reports', titleKey: 'reports', icon: 'chart-column' })
  const manager = filterNavigation([link], () => true)
  const reader = filterNavigation([link], (ability) => ability.action === 'read')
  expect(manager).toHaveLength(1)
  expect(reader).toEqual([])
})

it('gives the guard its ability and the tab its title, below its address too', () => {
  expect(pageAt('/reports/2026')).toMatchObject({ id: 'reports', action: 'manage', subject: 'Dashboard' })
  expect(pageTitleKey('/reports')).toBe('reports')
})

it('puts it in the page search at the next id, in the user language, and it can be bookmarked', async () => {
  const user = userEvent.setup()
  const { store } = await renderWithApi(<SearchDialog open onOpenChange={() => {}} />)
  const stored = (await store.read('searchPages')).find((page) => page.target === 'reports')
  // its position in the table, the last: the pages before it keep their ids, so stored bookmarks stay put
  expect(stored).toMatchObject({ id: Object.keys(PAGES).length, link: '/reports', title: 'Reports' })
  expect((await store.read('searchPages')).find((page) => page.target === 'apps-email')?.id).toBe(3)

  await user.type(await screen.findByRole('combobox'), 'sales rep')
  const pages = await screen.findByRole('group', { name: 'Pages' })
  const option = await within(pages).findByRole('option', { name: 'Sales reports' })
  await waitFor(() => expect(option.querySelector('svg')).toHaveClass('lucide-chart-column'))

  await user.keyboard('{Control>}b{/Control}')
  await waitFor(async () =>
    expect((await store.read('bookmarks')).find((row) => row.userId === 1)?.pageIds).toContain(stored!.id),
  )
})

import { screen, waitFor } from '@testing-library/react'
import dashboards from '@/i18n/locales/en/dashboards.json'
import { initTestI18n } from '@/test/i18n'
import { cachedKeys, renderWithApi, testQueryClient } from '@/test/render-with-api'
import { observerOfWidth } from '@/test/resize-observer'
import { AnalyticsDashboardPage, EcommerceDashboardPage } from '..'
import { startDashboardCalls, type DashboardPage } from '../api/page-calls'

initTestI18n({ dashboards })

const PAGES: Record<DashboardPage, () => React.JSX.Element> = {
  ecommerce: EcommerceDashboardPage,
  analytics: AnalyticsDashboardPage,
}

describe('startDashboardCalls', { timeout: 20_000 }, () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', observerOfWidth(600)))
  afterEach(() => vi.unstubAllGlobals())

  it.each(Object.keys(PAGES) as DashboardPage[])(
    'starts exactly the calls the %s dashboard’s cards make as it opens',
    async (name) => {
      const Page = PAGES[name]
      const api = await renderWithApi(<Page />, { route: '/' })
      await waitFor(() => expect(screen.queryAllByRole('status', { name: 'Loading' })).toHaveLength(0))
      const asked = cachedKeys(api.queryClient, ['dashboards'])
      expect(asked.length).toBeGreaterThan(8)

      const started = testQueryClient()
      void startDashboardCalls(started, name)
      expect(cachedKeys(started, ['dashboards'])).toEqual(asked)
      // every call it started is answered by the back end, none fails
      await waitFor(() => expect(started.isFetching()).toBe(0))
      expect(
        started
          .getQueryCache()
          .getAll()
          .every((query) => query.state.status === 'success'),
      ).toBe(true)
    },
  )
})

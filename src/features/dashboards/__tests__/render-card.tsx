import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import dashboards from '@/i18n/locales/en/dashboards.json'
import { initTestI18n } from '@/test/i18n'

initTestI18n({ dashboards })

/** A card under a fresh query client with no retries, so an error shows on the first failure. */
export function renderCard(card: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(<QueryClientProvider client={client}>{card}</QueryClientProvider>)
}

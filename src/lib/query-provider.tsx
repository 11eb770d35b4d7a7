import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { queryClient } from './query-client'

/**
 * The provider for the signed-in app. The root loads this module lazily (src/app/lazy-app-layout.ts), only for
 * the pages below `_app`: the sign-in pages call the API without a cache, so TanStack Query is not part of their
 * load.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}

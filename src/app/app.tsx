import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { Direction } from 'radix-ui'
import { AppCrashBoundary } from '@/components/feedback/app-crash-boundary'
import { useLayout } from '@/lib/layout/layout-store'
import { queryClient } from '@/lib/query-client'
import { router } from './router'

export function App() {
  const dir = useLayout((s) => (s.isRTL ? 'rtl' : 'ltr'))
  return (
    <Direction.Provider dir={dir}>
      <QueryClientProvider client={queryClient}>
        <AppCrashBoundary>
          <RouterProvider router={router} />
        </AppCrashBoundary>
      </QueryClientProvider>
    </Direction.Provider>
  )
}

import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { Direction } from 'radix-ui'
import { Suspense } from 'react'
import { useLayout } from '@/lib/layout/layout-store'
import { lazyComponent } from '@/lib/lazy-component'
import { queryClient } from '@/lib/query-client'
import { router } from './router'

// sonner arrives after the first paint; toasts come from lazy pages that import it themselves anyway
const Toaster = lazyComponent(() => import('@/components/ui/toaster'), 'Toaster')

export function App() {
  const dir = useLayout((s) => (s.isRTL ? 'rtl' : 'ltr'))
  return (
    <Direction.Provider dir={dir}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Suspense>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </Direction.Provider>
  )
}

import { RouterProvider } from '@tanstack/react-router'
import { Direction } from 'radix-ui'
import { AppCrashBoundary } from '@/components/feedback/app-crash-boundary'
import { useLayout } from '@/lib/layout/layout-store'
import { router } from './router'

export function App() {
  const dir = useLayout((s) => (s.isRTL ? 'rtl' : 'ltr'))
  return (
    <Direction.Provider dir={dir}>
      {/* TanStack Query's provider comes with the signed-in pages (root-layout.tsx) */}
      <AppCrashBoundary>
        <RouterProvider router={router} />
      </AppCrashBoundary>
    </Direction.Provider>
  )
}

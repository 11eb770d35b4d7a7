import { RouterProvider } from '@tanstack/react-router'
import { Direction } from 'radix-ui'
import { useLayout } from '@/lib/layout/layout-store'
import { router } from './router'

export function App() {
  const dir = useLayout((s) => (s.isRTL ? 'rtl' : 'ltr'))
  return (
    <Direction.Provider dir={dir}>
      <RouterProvider router={router} />
    </Direction.Provider>
  )
}

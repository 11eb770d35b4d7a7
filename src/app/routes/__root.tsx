import { createRootRoute } from '@tanstack/react-router'
import { RootLayout } from '../root-layout'

export const Route = createRootRoute({
  component: RootLayout,
})

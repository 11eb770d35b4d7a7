import { createFileRoute, redirect } from '@tanstack/react-router'

/** The app's bare address opens the shop. */
export const Route = createFileRoute('/_app/apps/ecommerce/')({
  beforeLoad: () => {
    throw redirect({ to: '/apps/ecommerce/shop', replace: true })
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '@/features/ecommerce'

export const Route = createFileRoute('/_app/apps/ecommerce/checkout')({
  component: CheckoutPage,
})

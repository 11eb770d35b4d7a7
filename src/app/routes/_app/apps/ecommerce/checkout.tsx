import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '@/features/ecommerce/checkout/checkout-page'

export const Route = createFileRoute('/_app/apps/ecommerce/checkout')({
  component: CheckoutPage,
})

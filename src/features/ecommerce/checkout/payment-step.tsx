import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { PAYMENT_METHODS, paymentFieldsSchema, type AddressFields, type Order } from '@contract/ecommerce'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { toast } from '@/components/ui/toast'
import { applyServerErrors } from '@/lib/forms/server-errors'
import { usePlaceOrder } from '../api/orders'
import { translateMessage } from './form-messages'

type PaymentInput = z.input<typeof paymentFieldsSchema>

const CARD_FIELDS = [
  ['cardNumber', 'cc-number', 'numeric'],
  ['cardName', 'cc-name', 'text'],
  ['expiry', 'cc-exp', 'numeric'],
  ['cvc', 'cc-csc', 'numeric'],
] as const

/**
 * How to pay: card (its number passes the Luhn check, as the server checks too), cash on delivery or bank
 * transfer. Placing the order sends the address, payment and coupon; the server prices the stored cart.
 */
export function PaymentStep({
  address,
  coupon,
  onBack,
  onPlaced,
}: {
  address: AddressFields
  coupon: string | undefined
  onBack: () => void
  onPlaced: (order: Order) => void
}) {
  const { t } = useTranslation('ecommerce')
  const place = usePlaceOrder()
  const form = useForm<PaymentInput>({
    resolver: zodResolver(paymentFieldsSchema),
    defaultValues: { method: 'card', cardNumber: '', cardName: '', expiry: '', cvc: '' },
    mode: 'onTouched',
  })
  const method = useWatch({ control: form.control, name: 'method' })
  const { errors } = form.formState
  const submit = (payment: PaymentInput) =>
    place.mutate(
      { address, payment: payment.method === 'card' ? payment : { method: payment.method }, coupon },
      {
        onSuccess: ({ order }) => onPlaced(order),
        onError: (error) => {
          // field messages from the server land beside the fields they name
          applyServerErrors(form.setError, error, {
            fields: (path) =>
              path.startsWith('payment.') ? (path.slice('payment.'.length) as keyof PaymentInput) : undefined,
          })
          toast.error(t('checkout.errors.failed', { message: error.message }))
        },
      },
    )
  return (
    <form
      noValidate
      aria-labelledby="checkout-payment-title"
      className="flex flex-col gap-5 rounded-xl bg-card p-5 shadow-card"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <div>
        <h2 id="checkout-payment-title" className="text-lg font-semibold">
          {t('checkout.payment.title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('checkout.payment.deliverTo', { name: address.fullName, city: address.city })}
        </p>
      </div>
      <Controller
        control={form.control}
        name="method"
        render={({ field }) => (
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t('checkout.payment.method')}</legend>
            <RadioGroup value={field.value} onValueChange={field.onChange}>
              {PAYMENT_METHODS.map((option) => (
                <div key={option} className="flex min-h-6 items-center gap-2">
                  <RadioGroupItem value={option} id={`payment-${option}`} />
                  <Label htmlFor={`payment-${option}`} className="cursor-pointer font-normal">
                    {t(`checkout.payment.methods.${option}`)}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
        )}
      />
      {method === 'card' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {CARD_FIELDS.map(([name, autoComplete, inputMode]) => (
            <FormField
              key={name}
              label={t(`checkout.payment.${name}`)}
              error={translateMessage(t, errors[name]?.message)}
              hint={name === 'cardNumber' ? t('checkout.payment.testCard') : undefined}
              required
            >
              <Input autoComplete={autoComplete} inputMode={inputMode} {...form.register(name)} />
            </FormField>
          ))}
        </div>
      ) : (
        <p className="text-sm">
          {t(method === 'cash' ? 'checkout.payment.cashText' : 'checkout.payment.bankText')}
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-3 border-t border-border pt-4">
        <Button variant="outline" color="neutral" onClick={onBack}>
          {t('checkout.payment.back')}
        </Button>
        <Button type="submit" loading={place.isPending}>
          {t('checkout.payment.place')}
        </Button>
      </div>
    </form>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import MapPin from 'lucide-react/icons/map-pin'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import {
  ADDRESS_TYPES,
  addressFieldsSchema,
  type AddressFields,
  type SavedAddress,
} from '@contract/ecommerce'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { useAddresses } from '../api/orders'
import { translateMessage } from './form-messages'

type AddressInput = z.input<typeof addressFieldsSchema>

const EMPTY: AddressInput = {
  fullName: '',
  mobile: '',
  street: '',
  landmark: '',
  city: '',
  state: '',
  postcode: '',
  type: 'home',
}

const TEXT_FIELDS = [
  ['fullName', 'name', true],
  ['mobile', 'tel', true],
  ['street', 'street-address', true],
  ['landmark', 'off', false],
  ['city', 'address-level2', true],
  ['state', 'address-level1', false],
  ['postcode', 'postal-code', true],
] as const

/**
 * The delivery address: saved addresses to pick from, and the form (checked by the contract's own rules, each
 * message beside its field). Going on hands the checked address to the payment step.
 */
export function AddressStep({
  initial,
  onBack,
  onDone,
}: {
  initial: AddressFields | undefined
  onBack: () => void
  onDone: (address: AddressFields) => void
}) {
  const { t } = useTranslation('ecommerce')
  const saved = useAddresses()
  const form = useForm<AddressInput, unknown, AddressFields>({
    resolver: zodResolver(addressFieldsSchema),
    defaultValues: initial ?? EMPTY,
    mode: 'onTouched',
  })
  const { errors } = form.formState
  const choose = ({ id: _id, ...address }: SavedAddress) => {
    form.reset(address)
    onDone(address)
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <form
        noValidate
        aria-labelledby="checkout-address-title"
        className="flex flex-col gap-4 rounded-xl bg-card p-5 shadow-card"
        onSubmit={(event) => void form.handleSubmit(onDone)(event)}
      >
        <div>
          <h2 id="checkout-address-title" className="text-lg font-semibold">
            {t('checkout.address.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('checkout.address.description')}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {TEXT_FIELDS.map(([name, autoComplete, required]) => (
            <FormField
              key={name}
              label={t(`checkout.address.${name}`)}
              error={translateMessage(t, errors[name]?.message)}
              required={required}
            >
              <Input autoComplete={autoComplete} {...form.register(name)} />
            </FormField>
          ))}
        </div>
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">{t('checkout.address.type')}</legend>
              <RadioGroup value={field.value} onValueChange={field.onChange} className="flex gap-6">
                {ADDRESS_TYPES.map((type) => (
                  <div key={type} className="flex min-h-6 items-center gap-2">
                    <RadioGroupItem value={type} id={`address-type-${type}`} />
                    <Label htmlFor={`address-type-${type}`} className="cursor-pointer font-normal">
                      {t(`checkout.address.types.${type}`)}
                    </Label>
                  </div>
                ))}
              </RadioGroup>
            </fieldset>
          )}
        />
        <div className="flex flex-wrap justify-between gap-3 pt-2">
          <Button variant="outline" color="neutral" onClick={onBack}>
            {t('checkout.address.back')}
          </Button>
          <Button type="submit">{t('checkout.address.next')}</Button>
        </div>
      </form>
      <section aria-labelledby="checkout-saved-title" className="flex flex-col gap-4">
        <h2 id="checkout-saved-title" className="text-lg font-semibold">
          {t('checkout.address.saved')}
        </h2>
        {(saved.data?.addresses ?? []).map((address) => (
          <article key={address.id} className="flex flex-col gap-2 rounded-xl bg-card p-5 shadow-card">
            <h3 className="flex items-center gap-2 font-semibold">
              <MapPin aria-hidden="true" className="size-4 text-primary-ink" />
              {address.fullName}
              <span className="text-sm font-normal text-muted-foreground">
                ({t(`checkout.address.types.${address.type}`)})
              </span>
            </h3>
            <p className="text-sm">
              {[address.street, address.landmark, address.city, address.state, address.postcode]
                .filter(Boolean)
                .join(', ')}
            </p>
            <p className="text-sm text-muted-foreground">{address.mobile}</p>
            <Button
              variant="soft"
              className="w-full"
              aria-label={`${t('checkout.address.useThis')}: ${address.street}, ${address.city}`}
              onClick={() => choose(address)}
            >
              {t('checkout.address.useThis')}
            </Button>
          </article>
        ))}
      </section>
    </div>
  )
}

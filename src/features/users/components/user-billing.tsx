import { zodResolver } from '@hookform/resolvers/zod'
import CreditCard from 'lucide-react/icons/credit-card'
import { useId, useMemo, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import {
  USER_CARDS_MAX,
  userBillingAddressSchema,
  type User,
  type UserBillingAddress,
  type UserCard,
  type UserCardBrand,
} from '@contract/users'
import { CountryField } from '@/components/country-combobox'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/toast'
import { useUpdateUser } from '../api/update-user'
import { UserEditCard } from './user-edit-card'

/** The brand a card number starts with, or undefined for one the demo does not take. */
function brandOf(digits: string): UserCardBrand | undefined {
  if (digits.startsWith('4')) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard'
  if (/^3[47]/.test(digits)) return 'amex'
  return undefined
}

/** The person's saved cards: add one, make one primary, remove one; each change saves at once. */
export function UserCards({ user }: { user: User }) {
  const { t } = useTranslation('users')
  const update = useUpdateUser()
  const [adding, setAdding] = useState(false)
  const cards = user.cards ?? []
  const save = (next: UserCard[], done: string, after?: () => void) =>
    update.mutate(
      { id: user.id, cards: next },
      {
        onSuccess: () => {
          toast.success(done)
          after?.()
        },
        onError: (error) => toast.error(t('toast.failed'), { description: error.message }),
      },
    )
  const makePrimary = (index: number) =>
    save(
      cards.map((card, i) => ({ ...card, primary: i === index })),
      t('billing.primaryChanged'),
    )
  const remove = (index: number) => {
    const rest = cards.filter((_, i) => i !== index)
    // the first card left becomes the primary one when the primary goes
    if (rest.length > 0 && !rest.some((card) => card.primary)) rest[0] = { ...rest[0], primary: true }
    save(rest, t('billing.cardRemoved'))
  }
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle asChild>
          <h2>{t('billing.cardsTitle')}</h2>
        </CardTitle>
        <Button onClick={() => setAdding(true)} disabled={cards.length >= USER_CARDS_MAX}>
          {t('billing.addCard')}
        </Button>
      </CardHeader>
      <CardContent>
        {cards.length === 0 ? (
          <p className="text-muted-foreground">{t('billing.noCards')}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {cards.map((card, index) => (
              <CardRow
                key={`${card.brand}-${card.last4}-${card.expiry}`}
                card={card}
                busy={update.isPending}
                onPrimary={() => makePrimary(index)}
                onRemove={() => remove(index)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <AddCardDialog
        open={adding}
        onOpenChange={setAdding}
        holder={user.fullName}
        first={cards.length === 0}
        saving={update.isPending}
        onAdd={(card) =>
          save(
            [...cards.map((c) => (card.primary ? { ...c, primary: false } : c)), card],
            t('billing.cardAdded'),
            () => setAdding(false),
          )
        }
      />
    </Card>
  )
}

function CardRow(props: { card: UserCard; busy: boolean; onPrimary: () => void; onRemove: () => void }) {
  const { card, busy, onPrimary, onRemove } = props
  const { t } = useTranslation('users')
  const id = useId()
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4">
      <div id={id} className="flex min-w-0 items-center gap-3">
        <CreditCard aria-hidden className="size-6 shrink-0 text-muted-foreground" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {t(`billing.brand.${card.brand}`)} <span dir="ltr">•••• {card.last4}</span>
            {card.primary && (
              <Badge color="primary" pill>
                {t('billing.primary')}
              </Badge>
            )}
          </p>
          <p className="text-sm text-muted-foreground">
            {card.holder} · {t('billing.expires', { date: card.expiry })}
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        {!card.primary && (
          <Button
            variant="outline"
            color="neutral"
            size="sm"
            aria-describedby={id}
            disabled={busy}
            onClick={onPrimary}
          >
            {t('billing.makePrimary')}
          </Button>
        )}
        <Button
          variant="outline"
          color="danger"
          size="sm"
          aria-describedby={id}
          disabled={busy}
          onClick={onRemove}
        >
          {t('billing.remove')}
        </Button>
      </div>
    </li>
  )
}

function AddCardDialog(props: {
  open: boolean
  onOpenChange: (open: boolean) => void
  holder: string
  first: boolean
  saving: boolean
  onAdd: (card: UserCard) => void
}) {
  const { open, onOpenChange, holder, first, saving, onAdd } = props
  const { t } = useTranslation('users')
  const schema = useMemo(
    () =>
      z.object({
        holder: z.string().trim().min(1, t('billing.holderRequired')).max(200),
        number: z
          .string()
          .transform((value) => value.replace(/[\s-]/g, ''))
          .refine((digits) => /^\d{13,19}$/.test(digits), t('billing.numberInvalid'))
          .refine((digits) => brandOf(digits) !== undefined, t('billing.brandUnknown')),
        expiry: z
          .string()
          .trim()
          .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, t('billing.expiryInvalid')),
        primary: z.boolean(),
      }),
    [t],
  )
  const form = useForm({
    resolver: zodResolver(schema),
    values: { holder, number: '', expiry: '', primary: first },
  })
  const { errors } = form.formState
  const onSubmit = form.handleSubmit(({ holder: name, number, expiry, primary }) =>
    onAdd({
      brand: brandOf(number) ?? 'visa',
      holder: name,
      last4: number.slice(-4),
      expiry,
      primary: first || primary,
    }),
  )
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('sheet.close')} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('billing.addCardTitle')}</DialogTitle>
          <DialogDescription>{t('billing.addCardDescription')}</DialogDescription>
        </DialogHeader>
        <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)}>
          <FormField label={t('billing.holder')} error={errors.holder?.message} required>
            <Input autoComplete="cc-name" {...form.register('holder')} />
          </FormField>
          <FormField label={t('billing.number')} error={errors.number?.message} required>
            <Input inputMode="numeric" dir="ltr" autoComplete="cc-number" {...form.register('number')} />
          </FormField>
          <FormField
            label={t('billing.expiry')}
            hint={t('billing.expiryHint')}
            error={errors.expiry?.message}
            required
          >
            <Input dir="ltr" placeholder="MM/YY" autoComplete="cc-exp" {...form.register('expiry')} />
          </FormField>
          {!first && (
            <Controller
              control={form.control}
              name="primary"
              render={({ field }) => (
                <FormField label={t('billing.makePrimary')} inline>
                  <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked)} />
                </FormField>
              )}
            />
          )}
          <DialogFooter>
            <Button type="button" variant="outline" color="neutral" onClick={() => onOpenChange(false)}>
              {t('sheet.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('billing.saveCard')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

const addressSchema = z.object({ billingAddress: userBillingAddressSchema })
const ADDRESS_FIELDS = [
  'company',
  'billingEmail',
  'taxId',
  'vatNumber',
  'address',
  'country',
  'zipCode',
] as const
const EMPTY_ADDRESS: UserBillingAddress = Object.fromEntries(
  ADDRESS_FIELDS.map((f) => [f, '']),
) as UserBillingAddress

/** Where the person's invoices are addressed: a form that saves through update-user. */
export function UserBillingAddress({ user }: { user: User }) {
  const { t } = useTranslation('users')
  return (
    <UserEditCard
      userId={user.id}
      title={t('billing.addressTitle')}
      schema={addressSchema}
      saved={{ billingAddress: { ...EMPTY_ADDRESS, ...user.billingAddress } }}
    >
      {(form, errorOf) =>
        ADDRESS_FIELDS.map((name) =>
          name === 'country' ? (
            <CountryField
              key={name}
              control={form.control}
              name="billingAddress.country"
              label={t('billing.address.country')}
              error={errorOf('billingAddress.country')}
              listLabel={t('form.countries')}
              emptyText={t('form.noCountry')}
            />
          ) : (
            <FormField
              key={name}
              label={t(`billing.address.${name}`)}
              error={errorOf(`billingAddress.${name}`)}
            >
              <Input
                type={name === 'billingEmail' ? 'email' : 'text'}
                autoComplete="off"
                {...form.register(`billingAddress.${name}`)}
              />
            </FormField>
          ),
        )
      }
    </UserEditCard>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { AMOUNT_OVER_BALANCE_MESSAGE, PAYMENT_METHODS, type Invoice } from '@contract/invoice'
import { toCents } from '@contract/invoice-totals'
import { DatePicker } from '@/components/ui/date-picker'
import { FormField } from '@/components/ui/form-field'
import { FormSheet, type SheetOpenProps } from '@/components/ui/form-sheet'
import { SelectField } from '@/components/ui/select-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/toast'
import { applyRefusal } from '@/lib/forms/server-errors'
import { useAddPayment } from '../api/invoice-mutations'
import { invoiceNumber } from '../invoice-display'
import { useInvoiceFormat } from '../use-invoice-format'

const today = () => new Date().toISOString().slice(0, 10)

/** Amount (more than 0, at most the balance, to the cent), date, method and note; the server checks them again. */
export function AddPaymentSheet({ invoice, open, onOpenChange }: SheetOpenProps & { invoice: Invoice }) {
  const { t } = useTranslation('invoice')
  const format = useInvoiceFormat()
  const pay = useAddPayment()
  const schema = z.object({
    amount: z
      .string()
      .trim()
      .regex(/^\d+([.,]\d{1,2})?$/, t('payment.amountInvalid'))
      .transform((text) => Number(text.replace(',', '.')))
      .refine((amount) => amount > 0, t('payment.amountInvalid'))
      .refine((amount) => toCents(amount) <= toCents(invoice.balance), t('payment.amountOver')),
    date: z.string().min(1, t('payment.dateRequired')),
    method: z.enum(PAYMENT_METHODS),
    note: z.string().max(2000),
  })
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', date: today(), method: 'Bank Transfer', note: '' },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { invoice: saved } = await pay.mutateAsync({ id: invoice.id, ...values })
      toast.success(
        t('toast.paid', { amount: format.money(values.amount), balance: format.money(saved.balance) }),
      )
      form.reset()
      onOpenChange(false)
    } catch (error) {
      applyRefusal(form.setError, error, {
        fields: ['amount', 'date', 'method', 'note'],
        // the server says the balance in its own words; the sheet says it in the user's language
        message: (message) => (message === AMOUNT_OVER_BALANCE_MESSAGE ? t('payment.amountOver') : message),
      })
    }
  })

  return (
    <FormSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('payment.title')}
      description={t('payment.description', {
        number: invoiceNumber(invoice.id),
        balance: format.money(invoice.balance),
      })}
      submitLabel={t('payment.submit')}
      onSubmit={onSubmit}
      pending={form.formState.isSubmitting}
      error={errors.root?.server?.message}
    >
      <FormField label={t('payment.amount')} error={errors.amount?.message} required>
        <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
      </FormField>
      <FormField label={t('payment.date')} error={errors.date?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name="date"
            render={({ field }) => <DatePicker {...control} value={field.value} onChange={field.onChange} />}
          />
        )}
      </FormField>
      <SelectField
        control={form.control}
        name="method"
        label={t('payment.method')}
        error={errors.method?.message}
        options={PAYMENT_METHODS.map((method) => [method, t(`method.${method}` as 'method.Cash')] as const)}
      />
      <FormField label={t('payment.note')} error={errors.note?.message}>
        <Textarea rows={3} {...form.register('note')} />
      </FormField>
    </FormSheet>
  )
}

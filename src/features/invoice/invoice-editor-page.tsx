import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useNavigate } from '@tanstack/react-router'
import Eye from 'lucide-react/icons/eye'
import Save from 'lucide-react/icons/save'
import Send from 'lucide-react/icons/send'
import Wallet from 'lucide-react/icons/wallet'
import { useMemo, useState } from 'react'
import { Controller, useForm, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PAYMENT_METHODS, PAYMENT_TERMS, type AddInvoiceBody, type Invoice } from '@contract/invoice'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { DatePicker } from '@/components/ui/date-picker'
import { FormField } from '@/components/ui/form-field'
import { SelectField } from '@/components/ui/select-field'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/toast'
import { applyServerErrors } from '@/lib/forms/server-errors'
import { useAddInvoice, useUpdateInvoice } from './api/invoice-mutations'
import { AddPaymentSheet } from './components/add-payment-sheet'
import { ClientPicker } from './components/client-picker'
import { InvoiceNotFound } from './components/invoice-not-found'
import { InvoiceTotalsSummary } from './components/invoice-totals-summary'
import { LineItems } from './components/line-items'
import { SendInvoiceSheet } from './components/send-invoice-sheet'
import { invoiceNumber } from './invoice-display'
import { invoiceFormSchema, valuesOf, type InvoiceFormValues } from './invoice-form'
import { useInvoiceForPage } from './use-invoice-query'

/** `/apps/invoice/edit/:id`: the stored invoice in the editor. */
export function InvoiceEditPage({ id }: { id: number }) {
  const { reply, notFound } = useInvoiceForPage(id)
  if (notFound) return <InvoiceNotFound id={id} />
  if (reply.isError) return <p role="alert">{reply.error.message}</p>
  if (!reply.data) return <Skeleton className="h-[40rem] rounded-xl" />
  return <InvoiceEditor invoice={reply.data.invoice} />
}

/** `/apps/invoice/add`: a new invoice. */
export function InvoiceAddPage() {
  return <InvoiceEditor />
}

/**
 * Client, dates, lines with live totals, salesperson, note, terms and method; Save persists and opens the preview.
 * The side panel also sends, previews and takes a payment for a stored invoice, and holds the switches for what
 * the invoice shows (saved with it).
 */
function InvoiceEditor({ invoice }: { invoice?: Invoice }) {
  const { t } = useTranslation(['invoice', 'common'])
  const navigate = useNavigate()
  const schema = useMemo(() => invoiceFormSchema(t), [t])
  const form = useForm<InvoiceFormValues, unknown, AddInvoiceBody>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(invoice),
  })
  const [sheet, setSheet] = useState<'send' | 'payment'>()
  const add = useAddInvoice()
  const update = useUpdateInvoice()
  const { errors } = form.formState
  // the generic parts take the form by its values only
  const view = form as unknown as Parameters<typeof LineItems>[0]['form']

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { invoice: saved } = invoice
        ? await update.mutateAsync({ id: invoice.id, ...values })
        : await add.mutateAsync(values)
      toast.success(t(invoice ? 'toast.updated' : 'toast.added', { number: invoiceNumber(saved.id) }))
      await navigate({ to: '/apps/invoice/preview/$id', params: { id: String(saved.id) } })
    } catch (error) {
      // every path the server names is one of the form's (`items.0.cost` included)
      const fields = (path: string) => path as Path<InvoiceFormValues>
      if (applyServerErrors(form.setError, error, { fields }).length === 0)
        toast.error(t('toast.failed'), { description: error instanceof Error ? error.message : '' })
    }
  })

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="grid gap-6 xl:grid-cols-[1fr_18rem]"
      >
        <Card className="min-w-0">
          <CardContent className="flex flex-col gap-8 p-6 sm:p-8">
            <h1 className="text-xl font-semibold">
              {invoice ? t('editor.editTitle', { number: invoiceNumber(invoice.id) }) : t('editor.addTitle')}
            </h1>
            {/* side by side only where the long dates ("November 26th, 2026") fit beside the client */}
            <div className="grid gap-6 2xl:grid-cols-2">
              <ClientPicker form={view} />
              <div className="grid gap-4 sm:grid-cols-2">
                {(['issuedDate', 'dueDate'] as const).map((name) => (
                  // no `required`: the picker is a button, which cannot carry aria-required, and always holds a day
                  <FormField key={name} label={t(`form.${name}`)} error={errors[name]?.message}>
                    {(control) => (
                      <Controller
                        control={form.control}
                        name={name}
                        render={({ field }) => (
                          <DatePicker {...control} value={field.value} onChange={field.onChange} />
                        )}
                      />
                    )}
                  </FormField>
                ))}
              </div>
            </div>
            <LineItems form={view} />
            <div className="flex flex-col justify-between gap-6 md:flex-row">
              <div className="flex flex-1 flex-col gap-4">
                <FormField label={t('form.salesperson')} error={errors.salesperson?.message}>
                  <Input autoComplete="off" {...form.register('salesperson')} />
                </FormField>
                <FormField label={t('form.note')} error={errors.note?.message}>
                  <Textarea rows={3} {...form.register('note')} />
                </FormField>
              </div>
              <InvoiceTotalsSummary form={view} />
            </div>
          </CardContent>
        </Card>
        <Card className="h-fit">
          <CardContent className="flex flex-col gap-4 p-5">
            <SelectField
              control={form.control}
              name="paymentTerms"
              label={t('form.paymentTerms')}
              options={PAYMENT_TERMS.map((terms) => [terms, t(`terms.${terms}` as 'terms.Net 30')] as const)}
            />
            <SelectField
              control={form.control}
              name="paymentMethod"
              label={t('form.paymentMethod')}
              options={PAYMENT_METHODS.map(
                (method) => [method, t(`method.${method}` as 'method.Cash')] as const,
              )}
            />
            <Button type="submit" loading={form.formState.isSubmitting}>
              <Save aria-hidden /> {t('editor.save')}
            </Button>
            {invoice && (
              <>
                <Button type="button" variant="outline" color="neutral" onClick={() => setSheet('send')}>
                  <Send aria-hidden /> {t('preview.send')}
                </Button>
                <Button variant="outline" color="neutral" asChild>
                  <Link to="/apps/invoice/preview/$id" params={{ id: String(invoice.id) }}>
                    <Eye aria-hidden /> {t('editor.preview')}
                  </Link>
                </Button>
                <Button
                  type="button"
                  color="success"
                  disabled={invoice.balance <= 0}
                  onClick={() => setSheet('payment')}
                >
                  <Wallet aria-hidden /> {t('preview.addPayment')}
                </Button>
              </>
            )}
            <fieldset className="flex flex-col gap-3 border-t pt-4">
              <legend className="sr-only">{t('editor.switches')}</legend>
              {(['showPaymentTerms', 'showClientNotes', 'showPaymentStub'] as const).map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <FormField label={t(`editor.${name}`)} inline className="justify-between">
                      <Switch checked={field.value} onCheckedChange={field.onChange} />
                    </FormField>
                  )}
                />
              ))}
            </fieldset>
          </CardContent>
        </Card>
      </form>
      {invoice && (
        <>
          <SendInvoiceSheet
            invoice={invoice}
            open={sheet === 'send'}
            onOpenChange={(open) => setSheet(open ? 'send' : undefined)}
          />
          <AddPaymentSheet
            invoice={invoice}
            open={sheet === 'payment'}
            onOpenChange={(open) => setSheet(open ? 'payment' : undefined)}
          />
        </>
      )}
    </>
  )
}

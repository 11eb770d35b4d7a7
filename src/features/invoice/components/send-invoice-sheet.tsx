import { zodResolver } from '@hookform/resolvers/zod'
import Paperclip from 'lucide-react/icons/paperclip'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import type { Invoice } from '@contract/invoice'
import { Badge } from '@/components/ui/badge'
import { FormField } from '@/components/ui/form-field'
import { FormSheet, type SheetOpenProps } from '@/components/ui/form-sheet'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/toast'
import { useSession } from '@/lib/auth/session'
import { applyRefusal } from '@/lib/forms/server-errors'
import { useSendInvoice } from '../api/invoice-mutations'
import { invoiceNumber } from '../invoice-display'

/** From (the signed-in account), to, subject and message, the invoice attached; it lands in the email app's Sent. */
export function SendInvoiceSheet({ invoice, open, onOpenChange }: SheetOpenProps & { invoice: Invoice }) {
  const { t } = useTranslation('invoice')
  const { userData } = useSession()
  const send = useSendInvoice()
  const number = invoiceNumber(invoice.id)
  const schema = z.object({
    to: z
      .string()
      .trim()
      .pipe(z.email(t('send.toInvalid'))),
    subject: z.string().trim().min(1, t('send.subjectRequired')).max(250),
    message: z.string().max(20_000),
  })
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      to: invoice.client.companyEmail,
      subject: t('send.defaultSubject', { number }),
      message: t('send.defaultMessage', { name: invoice.client.name, number }),
    },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async ({ message, ...values }) => {
    try {
      // the email app stores HTML: one paragraph per line, the text escaped by the DOM, not by hand
      const html = message
        .split('\n')
        .map((line) => {
          const p = document.createElement('p')
          p.textContent = line
          return p.outerHTML
        })
        .join('')
      await send.mutateAsync({ id: invoice.id, ...values, message: html })
      toast.success(t('toast.sent', { number, to: values.to }))
      onOpenChange(false)
    } catch (error) {
      applyRefusal(form.setError, error, { fields: ['to', 'subject', 'message'] })
    }
  })

  return (
    <FormSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('send.title')}
      description={t('send.description')}
      submitLabel={t('send.submit')}
      onSubmit={onSubmit}
      pending={form.formState.isSubmitting}
      error={errors.root?.server?.message}
    >
      <FormField label={t('send.from')}>
        <Input value={userData?.email ?? ''} readOnly />
      </FormField>
      <FormField label={t('send.to')} error={errors.to?.message} required>
        <Input type="email" {...form.register('to')} />
      </FormField>
      <FormField label={t('send.subject')} error={errors.subject?.message} required>
        <Input {...form.register('subject')} />
      </FormField>
      <FormField label={t('send.message')} error={errors.message?.message}>
        <Textarea rows={7} {...form.register('message')} />
      </FormField>
      <p className="flex items-center gap-2 text-sm">
        <span>{t('send.attached')}</span>
        <Badge color="secondary">
          <Paperclip aria-hidden /> invoice-{invoice.id}.pdf
        </Badge>
      </p>
    </FormSheet>
  )
}

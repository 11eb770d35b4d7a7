import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import type { Client } from '@contract/invoice'
import { CountryField } from '@/components/country-combobox'
import { FormSheet, type SheetOpenProps } from '@/components/ui/form-sheet'
import { TextFields } from '@/components/ui/text-fields'
import { toast } from '@/components/ui/toast'
import { applyRefusal } from '@/lib/forms/server-errors'
import { useAddClient } from '../api/invoice-mutations'

const FIELDS = [
  { name: 'name', required: true, autoComplete: 'name' },
  { name: 'companyEmail', required: true, autoComplete: 'email', type: 'email' },
  { name: 'company', autoComplete: 'organization' },
  { name: 'address', autoComplete: 'street-address' },
  { name: 'contact', autoComplete: 'tel', type: 'tel' },
] as const

/** "Add new client" from the editor: saves the client, then hands it back so the editor picks it. */
export function AddClientSheet({
  open,
  onOpenChange,
  onAdded,
}: SheetOpenProps & { onAdded: (client: Client) => void }) {
  const { t } = useTranslation('invoice')
  const add = useAddClient()
  const schema = z.object({
    name: z.string().trim().min(1, t('client.nameRequired')).max(200),
    companyEmail: z
      .string()
      .trim()
      .pipe(z.email(t('client.emailInvalid'))),
    company: z.string().trim().max(200),
    address: z.string().trim().max(200),
    country: z.string().trim().max(200),
    contact: z.string().trim().max(40),
  })
  type Values = z.infer<typeof schema>
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', companyEmail: '', company: '', address: '', country: '', contact: '' },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { client } = await add.mutateAsync(values)
      toast.success(t('toast.clientAdded', { name: client.name }))
      form.reset()
      onAdded(client)
      onOpenChange(false)
    } catch (error) {
      applyRefusal(form.setError, error, { fields: FIELDS.map((field) => field.name) })
    }
  })

  return (
    <FormSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('client.title')}
      description={t('client.description')}
      submitLabel={t('client.submit')}
      onSubmit={onSubmit}
      pending={form.formState.isSubmitting}
      error={errors.root?.server?.message}
    >
      <TextFields form={form} fields={FIELDS} label={(name) => t(`client.${name}`)} />
      <CountryField
        control={form.control}
        name="country"
        label={t('client.country')}
        error={errors.country?.message}
        listLabel={t('client.countries')}
        emptyText={t('client.noCountry')}
      />
    </FormSheet>
  )
}

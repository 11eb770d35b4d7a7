import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import type { Client } from '@contract/invoice'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet'
import { toast } from '@/components/ui/toast'
import { isApiError } from '@/lib/http/client'
import { useAddClient } from '../api/invoice-mutations'

const FIELDS = [
  { name: 'name', required: true, autoComplete: 'name' },
  { name: 'companyEmail', required: true, autoComplete: 'email', type: 'email' },
  { name: 'company', autoComplete: 'organization' },
  { name: 'address', autoComplete: 'street-address' },
  { name: 'country', autoComplete: 'country-name' },
  { name: 'contact', autoComplete: 'tel', type: 'tel' },
] as const

/** "Add new client" from the editor: saves the client, then hands it back so the editor picks it. */
export function AddClientSheet({
  open,
  onOpenChange,
  onAdded,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onAdded: (client: Client) => void
}) {
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
      const fields = (isApiError(error) && error.fieldErrors) || {}
      const known = FIELDS.map((field) => field.name).filter((name) => fields[name])
      known.forEach((name) => form.setError(name, { message: fields[name] }))
      if (known.length === 0)
        toast.error(t('toast.failed'), { description: error instanceof Error ? error.message : '' })
    }
  })

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="end" closeLabel={t('sheet.close')} className="w-full sm:max-w-md">
        <form
          noValidate
          onSubmit={(event) => {
            // the sheet sits inside the editor's form in the React tree: keep its submit to itself
            event.stopPropagation()
            void onSubmit(event)
          }}
          className="flex min-h-0 flex-1 flex-col"
        >
          <SheetHeader>
            <SheetTitle>{t('client.title')}</SheetTitle>
            <SheetDescription>{t('client.description')}</SheetDescription>
          </SheetHeader>
          <SheetBody className="flex flex-col gap-4 pb-4">
            {FIELDS.map((field) => (
              <FormField
                key={field.name}
                label={t(`client.${field.name}`)}
                error={errors[field.name]?.message}
                required={'required' in field}
              >
                <Input
                  type={'type' in field ? field.type : 'text'}
                  autoComplete={field.autoComplete}
                  {...form.register(field.name)}
                />
              </FormField>
            ))}
          </SheetBody>
          <SheetFooter className="flex-row justify-end">
            <Button type="button" variant="outline" color="neutral" onClick={() => onOpenChange(false)}>
              {t('sheet.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('client.submit')}
            </Button>
          </SheetFooter>
        </form>
      </SheetContent>
    </Sheet>
  )
}

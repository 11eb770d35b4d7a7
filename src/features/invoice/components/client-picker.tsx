import UserPlus from 'lucide-react/icons/user-plus'
import { useState } from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { useClients } from '../api/get-clients'
import type { InvoiceFormValues } from '../invoice-form'
import { AddClientSheet } from './add-client-sheet'

/** The client the invoice is for, from the clients list, or a new one saved through "Add new client". */
export function ClientPicker({ form }: { form: UseFormReturn<InvoiceFormValues, unknown, unknown> }) {
  const { t } = useTranslation('invoice')
  const clients = useClients()
  const [adding, setAdding] = useState(false)
  const chosen = clients.data?.find((client) => String(client.id) === form.watch('clientId'))
  return (
    <div className="flex flex-col gap-3">
      <FormField label={t('form.client')} error={form.formState.errors.clientId?.message} required>
        {(control) => (
          <Controller
            control={form.control}
            name="clientId"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...control} onBlur={field.onBlur}>
                  <SelectValue placeholder={t('form.chooseClient')} />
                </SelectTrigger>
                <SelectContent>
                  {(clients.data ?? []).map((client) => (
                    <SelectItem key={client.id} value={String(client.id)}>
                      {client.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <Button type="button" variant="soft" size="sm" className="self-start" onClick={() => setAdding(true)}>
        <UserPlus aria-hidden /> {t('form.addClient')}
      </Button>
      {chosen && (
        <address className="text-sm text-muted-foreground not-italic">
          {[chosen.company, chosen.address, chosen.country, chosen.contact, chosen.companyEmail]
            .filter(Boolean)
            .map((line) => (
              <span key={line} dir="auto" className="block">
                {line}
              </span>
            ))}
        </address>
      )}
      <AddClientSheet
        open={adding}
        onOpenChange={setAdding}
        onAdded={(client) =>
          form.setValue('clientId', String(client.id), { shouldValidate: true, shouldDirty: true })
        }
      />
    </div>
  )
}

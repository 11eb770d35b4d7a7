import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { USER_PLANS, USER_ROLES } from '@contract/users.values'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { SelectField } from '@/components/ui/select-field'
import { Input } from '@/components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
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
import { useAddUser } from '../api/add-user'
import {
  EMPTY_NEW_USER,
  NEW_USER_FIELDS,
  newUserFormSchema,
  translateServerMessage,
  type NewUserOutput,
  type NewUserValues,
} from '../user-form'

const TEXT_FIELDS = [
  { name: 'fullName', required: true, autoComplete: 'name' },
  { name: 'username', required: true, autoComplete: 'username' },
  { name: 'email', required: true, autoComplete: 'email', type: 'email' },
  { name: 'company', autoComplete: 'organization' },
  { name: 'country', autoComplete: 'country-name' },
  { name: 'contact', autoComplete: 'tel', type: 'tel' },
] as const

/** "Add New User": the server's field messages land beside their fields and nothing typed is lost. */
export function AddUserSheet({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation(['users', 'common'])
  const schema = useMemo(() => newUserFormSchema(t), [t])
  const form = useForm<NewUserValues, unknown, NewUserOutput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_NEW_USER,
  })
  const add = useAddUser()
  const [saving, setSaving] = useState(false)
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setSaving(true)
    try {
      const { user } = await add.mutateAsync(values)
      toast.success(t('toast.added', { name: user.fullName }))
      form.reset(EMPTY_NEW_USER)
      onOpenChange(false)
    } catch (error) {
      const fields = (isApiError(error) && error.fieldErrors) || {}
      const known = NEW_USER_FIELDS.filter((name) => fields[name])
      known.forEach((name, index) =>
        form.setError(
          name,
          { type: 'server', message: translateServerMessage(t, fields[name]) },
          { shouldFocus: index === 0 },
        ),
      )
      if (known.length === 0)
        toast.error(t('toast.failed'), { description: error instanceof Error ? error.message : '' })
    } finally {
      setSaving(false)
    }
  })

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="end" closeLabel={t('sheet.close')} className="w-full sm:max-w-md">
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex min-h-0 flex-1 flex-col">
          <SheetHeader>
            <SheetTitle>{t('sheet.addTitle')}</SheetTitle>
            <SheetDescription>{t('sheet.addDescription')}</SheetDescription>
          </SheetHeader>
          <SheetBody className="flex flex-col gap-4 pb-4">
            {TEXT_FIELDS.map((field) => (
              <FormField
                key={field.name}
                label={t(`form.${field.name}`)}
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
            <SelectField
              control={form.control}
              name="role"
              label={t('form.role')}
              error={errors.role?.message}
              options={USER_ROLES.map((role) => [role, t(`role.${role}`)] as const)}
            />
            <FormField label={t('form.currentPlan')} error={errors.currentPlan?.message}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="currentPlan"
                  render={({ field }) => (
                    <Select value={field.value} onValueChange={field.onChange}>
                      <SelectTrigger {...control}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {USER_PLANS.map((plan) => (
                          <SelectItem key={plan} value={plan}>
                            {t(`plan.${plan}`)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
          </SheetBody>
          <SheetFooter className="flex-row justify-end">
            <Button type="button" variant="outline" color="neutral" onClick={() => onOpenChange(false)}>
              {t('sheet.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('sheet.submit')}
            </Button>
          </SheetFooter>
        </form>
      </SheetContent>
    </Sheet>
  )
}

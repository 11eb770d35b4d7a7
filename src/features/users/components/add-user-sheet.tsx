import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { USER_PLANS, USER_ROLES } from '@contract/users.values'
import { FormField } from '@/components/ui/form-field'
import { FormSheet } from '@/components/ui/form-sheet'
import { SelectField } from '@/components/ui/select-field'
import { Input } from '@/components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { toast } from '@/components/ui/toast'
import { applyRefusal } from '@/lib/forms/server-errors'
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
      applyRefusal(form.setError, error, {
        fields: NEW_USER_FIELDS,
        message: (message) => translateServerMessage(t, message),
      })
    } finally {
      setSaving(false)
    }
  })

  return (
    <FormSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('sheet.addTitle')}
      description={t('sheet.addDescription')}
      submitLabel={t('sheet.submit')}
      onSubmit={onSubmit}
      pending={saving}
      error={errors.root?.server?.message}
    >
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
    </FormSheet>
  )
}

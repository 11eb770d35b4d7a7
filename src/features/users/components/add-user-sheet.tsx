import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { USER_PLANS, USER_ROLES } from '@contract/users.values'
import { CountryField } from '@/components/country-combobox'
import { FormSheet, type SheetOpenProps } from '@/components/ui/form-sheet'
import { SelectField } from '@/components/ui/select-field'
import { TextFields } from '@/components/ui/text-fields'
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
  { name: 'contact', autoComplete: 'tel', type: 'tel' },
] as const

/** "Add New User": the server's field messages land beside their fields and nothing typed is lost. */
export function AddUserSheet({ open, onOpenChange }: SheetOpenProps) {
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
      <TextFields form={form} fields={TEXT_FIELDS} label={(name) => t(`form.${name}`)} />
      <CountryField
        control={form.control}
        name="country"
        label={t('form.country')}
        error={errors.country?.message}
        listLabel={t('form.countries')}
        emptyText={t('form.noCountry')}
      />
      <SelectField
        control={form.control}
        name="role"
        label={t('form.role')}
        error={errors.role?.message}
        options={USER_ROLES.map((role) => [role, t(`role.${role}`)] as const)}
      />
      <SelectField
        control={form.control}
        name="currentPlan"
        label={t('form.currentPlan')}
        error={errors.currentPlan?.message}
        options={USER_PLANS.map((plan) => [plan, t(`plan.${plan}`)] as const)}
      />
    </FormSheet>
  )
}

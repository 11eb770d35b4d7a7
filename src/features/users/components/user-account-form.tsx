import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { USER_ROLES, USER_STATUSES, userFieldsSchema, type User } from '@contract/users'
import { AvatarPicker } from '@/components/avatar-picker'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SelectField } from '@/components/ui/select-field'
import { UserEditCard } from './user-edit-card'

const accountSchema = userFieldsSchema.pick({
  avatar: true,
  username: true,
  fullName: true,
  email: true,
  status: true,
  role: true,
  company: true,
})
/**
 * The account's fields (picture, names, email, company, status, role): the edit page's Account tab and the view's
 * Edit dialog, which passes `plain` and `onSaved` to close itself.
 */
export function UserAccountForm({
  user,
  plain,
  onSaved,
}: {
  user: User
  plain?: boolean
  onSaved?: () => void
}) {
  const { t } = useTranslation('users')
  const saved = accountSchema.parse(user)
  return (
    <UserEditCard
      userId={user.id}
      title={t('edit.tabs.account')}
      schema={accountSchema}
      saved={saved}
      plain={plain}
      onSaved={onSaved}
    >
      {(form, errorOf) => (
        <>
          <div className="md:col-span-2">
            <Controller
              control={form.control}
              name="avatar"
              render={({ field }) => (
                <AvatarPicker
                  name={form.watch('fullName')}
                  value={field.value}
                  error={errorOf('avatar')}
                  onChange={(value) => field.onChange(value)}
                />
              )}
            />
          </div>
          <FormField label={t('form.username')} error={errorOf('username')} required>
            <Input autoComplete="off" {...form.register('username')} />
          </FormField>
          <FormField label={t('form.fullName')} error={errorOf('fullName')} required>
            <Input autoComplete="off" {...form.register('fullName')} />
          </FormField>
          <FormField label={t('form.email')} error={errorOf('email')} required>
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </FormField>
          <FormField label={t('form.company')} error={errorOf('company')}>
            <Input autoComplete="off" {...form.register('company')} />
          </FormField>
          <SelectField
            control={form.control}
            name="status"
            label={t('columns.status')}
            error={errorOf('status')}
            options={USER_STATUSES.map((value) => [value, t(`status.${value}`)] as const)}
          />
          <SelectField
            control={form.control}
            name="role"
            label={t('columns.role')}
            error={errorOf('role')}
            options={USER_ROLES.map((value) => [value, t(`role.${value}`)] as const)}
          />
        </>
      )}
    </UserEditCard>
  )
}

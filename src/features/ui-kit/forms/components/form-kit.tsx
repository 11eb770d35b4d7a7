import RotateCcw from 'lucide-react/icons/rotate-ccw'
import Send from 'lucide-react/icons/send'
import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'
import { cn } from '@/lib/utils'

/** Submit and Reset, the same on every form of these pages. */
export function FormActions({ onReset, className }: { onReset: () => void; className?: string }) {
  const { t } = useTranslation('uiForms')
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      <Button type="submit">
        <Send aria-hidden />
        {t('common.submit')}
      </Button>
      <Button type="button" variant="outline" color="neutral" onClick={onReset}>
        <RotateCcw aria-hidden />
        {t('common.reset')}
      </Button>
    </div>
  )
}

export type SentRow = readonly [label: string, value: ReactNode]

/** What a form sent, as a definition list under it; announced politely as it appears. */
export function SentSummary({ rows, className }: { rows: readonly SentRow[] | null; className?: string }) {
  const { t } = useTranslation('uiForms')
  return (
    <div role="status" className={cn(rows && 'rounded-lg border bg-muted/40 p-4', className)}>
      {rows && (
        <>
          <p className="mb-2 font-medium">{t('common.sentTitle')}</p>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="break-words">{value === '' || value == null ? '—' : value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  )
}

type AccountField = 'username' | 'email' | 'password' | 'confirmPassword'

/**
 * Username, email, password and its confirmation: the account part of the two-column form and the wizard's first
 * step. Takes any form holding these four fields (its `register` and `formState.errors`); the caller lays them out.
 */
export function AccountFields({
  register,
  errors,
}: {
  register: (name: AccountField) => UseFormRegisterReturn
  errors: Partial<Record<AccountField, { message?: string }>>
}) {
  const { t } = useTranslation('uiForms')
  return (
    <>
      <FormField
        label={t('fields.username')}
        hint={t('fields.usernameHint')}
        error={errors.username?.message}
        required
      >
        <Input autoComplete="username" dir="ltr" {...register('username')} />
      </FormField>
      <FormField label={t('fields.email')} error={errors.email?.message} required>
        <Input type="email" autoComplete="email" dir="ltr" {...register('email')} />
      </FormField>
      <FormField label={t('fields.password')} error={errors.password?.message} required>
        <PasswordInput
          autoComplete="new-password"
          toggleLabel={t('common.showPassword')}
          {...register('password')}
        />
      </FormField>
      <FormField label={t('fields.confirmPassword')} error={errors.confirmPassword?.message} required>
        <PasswordInput
          autoComplete="new-password"
          toggleLabel={t('common.showPassword')}
          {...register('confirmPassword')}
        />
      </FormField>
    </>
  )
}

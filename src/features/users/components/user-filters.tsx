import { useTranslation } from 'react-i18next'
import { USER_PLANS, USER_ROLES, USER_STATUSES } from '@contract/users.values'
import { FormField } from '@/components/ui/form-field'
import { SelectOnIntent } from '@/components/ui/select-on-intent'

/** A select has no empty value, so "every value" travels as this word and leaves the URL as undefined. */
const ALL = 'all'

interface FilterProps<V extends string> {
  label: string
  values: readonly V[]
  value: V | undefined
  onChange: (value: V | undefined) => void
  labelOf: (value: V) => string
}

function Filter<V extends string>({ label, values, value, onChange, labelOf }: FilterProps<V>) {
  const { t } = useTranslation('users')
  return (
    <FormField label={label} className="min-w-0 flex-1">
      {(control) => (
        <SelectOnIntent
          {...control}
          value={value ?? ALL}
          choices={[
            { value: ALL, label: t('filters.all') },
            ...values.map((option) => ({ value: option, label: labelOf(option) })),
          ]}
          onValueChange={(next) => onChange(next === ALL ? undefined : (next as V))}
        />
      )}
    </FormField>
  )
}

export interface UserFilterValues {
  role: (typeof USER_ROLES)[number] | undefined
  currentPlan: (typeof USER_PLANS)[number] | undefined
  status: (typeof USER_STATUSES)[number] | undefined
}

/** Role, plan and status; a change goes back to the first page. */
export function UserFilters({
  value,
  onChange,
}: {
  value: UserFilterValues
  onChange: (change: Partial<UserFilterValues>) => void
}) {
  const { t } = useTranslation('users')
  return (
    <div className="flex flex-col gap-4 p-5 sm:flex-row">
      <Filter
        label={t('filters.role')}
        values={USER_ROLES}
        value={value.role}
        onChange={(role) => onChange({ role })}
        labelOf={(role) => t(`role.${role}`)}
      />
      <Filter
        label={t('filters.plan')}
        values={USER_PLANS}
        value={value.currentPlan}
        onChange={(currentPlan) => onChange({ currentPlan })}
        labelOf={(plan) => t(`plan.${plan}`)}
      />
      <Filter
        label={t('filters.status')}
        values={USER_STATUSES}
        value={value.status}
        onChange={(status) => onChange({ status })}
        labelOf={(status) => t(`status.${status}`)}
      />
    </div>
  )
}

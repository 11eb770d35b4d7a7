import { useTranslation } from 'react-i18next'
import type { TaskAssignee } from '@contract/todo'
import { Avatar } from '@/components/ui/avatar'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import type { FieldControlProps } from '@/components/ui/form-field'
import { useAssignees } from '../api/get-assignees'

// Radix Select items cannot have '' as a value.
const NOBODY = 'nobody'

interface AssigneeSelectProps extends FieldControlProps {
  value: TaskAssignee | null
  onChange: (assignee: TaskAssignee | null) => void
}

export function AssigneeSelect({ value, onChange, ...control }: AssigneeSelectProps) {
  const { t } = useTranslation('todo')
  const assignees = useAssignees()
  const people = assignees.data ?? (value ? [value] : [])
  return (
    <Select
      value={value?.fullName ?? NOBODY}
      onValueChange={(name) => onChange(people.find((person) => person.fullName === name) ?? null)}
    >
      <SelectTrigger {...control}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NOBODY}>{t('form.nobody')}</SelectItem>
        {people.map((person) => (
          <SelectItem key={person.fullName} value={person.fullName}>
            <span className="flex items-center gap-2">
              <Avatar name={person.fullName} src={person.avatar || undefined} size="xs" aria-hidden />
              {person.fullName}
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}

import CircleCheck from 'lucide-react/icons/circle-check'
import Star from 'lucide-react/icons/star'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { TaskFields } from '@contract/todo'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import type { TaskFormValues } from '../hooks/use-task-form'

type TaskForm = UseFormReturn<TaskFormValues, unknown, TaskFields>

/** Mark complete and the important star: toggle buttons that change the form, saved with Add or Update. */
export function TaskFlags({ form }: { form: TaskForm }) {
  const { t } = useTranslation('todo')
  const [isCompleted, isImportant] = useWatch({ control: form.control, name: ['isCompleted', 'isImportant'] })
  const toggle = (name: 'isCompleted' | 'isImportant') =>
    form.setValue(name, !form.getValues(name), { shouldDirty: true })
  return (
    <div className="flex items-center gap-2">
      <Button
        type="button"
        size="sm"
        variant={isCompleted ? 'soft' : 'outline'}
        color="success"
        aria-pressed={isCompleted}
        onClick={() => toggle('isCompleted')}
      >
        <CircleCheck aria-hidden />
        {t(isCompleted ? 'form.completed' : 'form.markComplete')}
      </Button>
      <Button
        type="button"
        size="icon-sm"
        variant="ghost"
        color="warning"
        aria-label={t('form.important')}
        aria-pressed={isImportant}
        onClick={() => toggle('isImportant')}
      >
        <Star aria-hidden className={cn(isImportant && 'fill-current')} />
      </Button>
    </div>
  )
}

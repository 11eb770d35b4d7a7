import { useId } from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { TaskFields } from '@contract/todo'
import { RichTextEditor } from '@/components/rich-text/rich-text-editor'
import { DatePicker } from '@/components/ui/date-picker'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SheetBody } from '@/components/ui/sheet'
import type { TaskFormValues } from '../hooks/use-task-form'
import { AssigneeSelect } from './assignee-select'
import { TagPicker } from './tag-picker'

/** Title, assignee, due date, tags and description; each message sits beside its field. */
export function TaskFormFields({ form }: { form: UseFormReturn<TaskFormValues, unknown, TaskFields> }) {
  const { t } = useTranslation('todo')
  const descriptionLabel = useId()
  const { errors } = form.formState
  return (
    <SheetBody className="flex flex-col gap-4 pb-4">
      <FormField label={t('form.title')} error={errors.title?.message} required>
        <Input autoComplete="off" placeholder={t('form.titlePlaceholder')} {...form.register('title')} />
      </FormField>
      <FormField label={t('form.assignee')} error={errors.assignee?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name="assignee"
            render={({ field }) => (
              <AssigneeSelect {...control} value={field.value} onChange={field.onChange} />
            )}
          />
        )}
      </FormField>
      <FormField label={t('form.dueDate')} error={errors.dueDate?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name="dueDate"
            render={({ field }) => (
              <DatePicker
                {...control}
                value={field.value ?? ''}
                onChange={(day) => field.onChange(day || null)}
                placeholder={t('form.noDueDate')}
                clearable
              />
            )}
          />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => <TagPicker value={field.value} onChange={field.onChange} />}
      />
      <div className="flex flex-col gap-1.5">
        <span id={descriptionLabel} className="text-sm font-medium">
          {t('form.description')}
        </span>
        <Controller
          control={form.control}
          name="description"
          render={({ field }) => (
            <RichTextEditor
              value={field.value}
              onChange={field.onChange}
              aria-labelledby={descriptionLabel}
              placeholder={t('form.descriptionPlaceholder')}
              invalid={Boolean(errors.description)}
            />
          )}
        />
        {errors.description && <p className="text-sm text-danger-ink">{errors.description.message}</p>}
      </div>
    </SheetBody>
  )
}

import Check from 'lucide-react/icons/check'
import { useTranslation } from 'react-i18next'
import { TASK_TAGS, type TaskTag } from '@contract/todo.values'
import { cn } from '@/lib/utils'
import { TAG_DOT_CLASS } from '../tags'

/** Several tags at once: one toggle button per tag, in a labelled group. */
export function TagPicker({ value, onChange }: { value: TaskTag[]; onChange: (tags: TaskTag[]) => void }) {
  const { t } = useTranslation('todo')
  const toggle = (tag: TaskTag) =>
    onChange(
      value.includes(tag)
        ? value.filter((v) => v !== tag)
        : TASK_TAGS.filter((v) => v === tag || value.includes(v)),
    )
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{t('form.tags')}</legend>
      <div className="flex flex-wrap gap-2">
        {TASK_TAGS.map((tag) => {
          const on = value.includes(tag)
          return (
            <button
              key={tag}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(tag)}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm transition-colors',
                on ? 'border-primary-ink bg-primary-light text-primary-ink' : 'border-border hover:bg-muted',
              )}
            >
              {on ? (
                <Check aria-hidden className="size-3.5" />
              ) : (
                <span aria-hidden className={cn('size-2 rounded-full', TAG_DOT_CLASS[tag])} />
              )}
              {t(`tags.${tag}`)}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}

import { TASK_TAGS, type TaskTag } from '@contract/todo.values'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { fillIn, SLOT, translateEach } from '@/i18n/fill-in'
import type { DueDateWords } from '../components/due-date'

/** What a row says, translated once by the list for all its rows (src/i18n/fill-in.ts says why). */
export interface TaskRowWords extends DueDateWords {
  important: string
  tags: Record<TaskTag, string>
  move: (title: string) => string
  /** the drag handle's role, read after its name: "sortable" in dnd-kit's English */
  sortable: string
  complete: (title: string) => string
}

export function useTaskRowWords(): TaskRowWords {
  const { t, i18n } = useTranslation('todo')
  const language = i18n.language
  return useMemo(
    () => ({
      language,
      due: t('row.due'),
      today: t('row.today'),
      overdue: t('row.overdue'),
      important: t('row.important'),
      tags: translateEach(TASK_TAGS, (tag) => t(`tags.${tag}`)),
      move: fillIn(t('row.move', { title: SLOT })),
      sortable: t('dnd.roleDescription'),
      complete: fillIn(t('row.complete', { title: SLOT })),
    }),
    [t, language],
  )
}

import type { TaskTag } from '@contract/todo'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { fillIn, SLOT } from '@/i18n/fill-in'
import type { DueDateWords } from '../components/due-date'
import { TAG_COLORS } from '../tags'

/** What a row says, translated once by the list for all its rows (src/i18n/fill-in.ts says why). */
export interface TaskRowWords extends DueDateWords {
  important: string
  tags: Record<TaskTag, string>
  move: (title: string) => string
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
      tags: Object.fromEntries(
        Object.keys(TAG_COLORS).map((tag) => [tag, t(`tags.${tag as TaskTag}`)]),
      ) as Record<TaskTag, string>,
      move: fillIn(t('row.move', { title: SLOT })),
      complete: fillIn(t('row.complete', { title: SLOT })),
    }),
    [t, language],
  )
}

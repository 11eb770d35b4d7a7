import { useTranslation } from 'react-i18next'
import type { BlogCategory } from '@contract/blog.values'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { useDateFormat } from '../use-date-format'

/** Author and date of a post. */
export function PostMeta({ author, avatar, date }: { author: string; avatar: string; date: string }) {
  const { t } = useTranslation('blog')
  const format = useDateFormat()
  return (
    <div className="flex items-center gap-2 text-sm">
      <Avatar name={author} src={avatar || undefined} size="sm" aria-hidden="true" role={undefined} />
      <span>
        {t('by')} <span className="font-medium">{author}</span>
      </span>
      <span aria-hidden="true" className="text-muted-foreground">
        ·
      </span>
      <time dateTime={date} className="text-muted-foreground">
        {format(date)}
      </time>
    </div>
  )
}

const COLORS: Record<BlogCategory, 'primary' | 'success' | 'warning' | 'danger' | 'info'> = {
  fashion: 'primary',
  food: 'success',
  gaming: 'danger',
  quote: 'info',
  video: 'warning',
}

export function CategoryBadges({ tags }: { tags: BlogCategory[] }) {
  const { t } = useTranslation('blog')
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('categoriesLabel')}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge color={COLORS[tag]} pill>
            {t(`categories.${tag}`)}
          </Badge>
        </li>
      ))}
    </ul>
  )
}

import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { BlogCategory } from '@contract/blog.values'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { DebouncedSearchInput } from '@/components/ui/search-input'
import { TileArt } from '@/components/tile-art'
import { cn } from '@/lib/utils'
import { useBlogSidebar } from '../api/get-sidebar'
import { useDateFormat } from '../use-date-format'

interface BlogSidebarProps {
  q: string
  category: BlogCategory | undefined
  onSearch: (q: string) => void
}

/** Search, the three newest posts and the categories with their counts (each a filter link). */
export function BlogSidebar({ q, category, onSearch }: BlogSidebarProps) {
  const { t } = useTranslation('blog')
  const sidebar = useBlogSidebar()
  const format = useDateFormat()
  return (
    <aside className="flex flex-col gap-6" aria-label={t('sidebar')}>
      <div role="search">
        <DebouncedSearchInput
          value={q}
          onCommit={onSearch}
          aria-label={t('search')}
          placeholder={t('searchPlaceholder')}
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('recent')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-4">
            {sidebar.data?.recentPosts.map((post) => (
              <li key={post.id} className="flex items-center gap-3">
                <TileArt art={{ ...post.img, alt: undefined }} className="h-12 w-16 shrink-0 rounded-md" />
                <div className="flex min-w-0 flex-col">
                  <Link
                    to="/pages/blog/detail/$id"
                    params={{ id: String(post.id) }}
                    dir="auto"
                    className="line-clamp-2 font-medium hover:text-primary-ink hover:underline"
                  >
                    {post.title}
                  </Link>
                  <time dateTime={post.createdTime} className="text-sm text-muted-foreground">
                    {format(post.createdTime)}
                  </time>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('categoriesTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-1">
            <li>
              <Link
                to="/pages/blog/list"
                search={{ q: q || undefined }}
                aria-current={category === undefined ? 'page' : undefined}
                className={cn(
                  'flex min-h-8 items-center rounded-md px-2 hover:bg-muted',
                  !category && 'font-semibold text-primary-ink',
                )}
              >
                {t('allCategories')}
              </Link>
            </li>
            {sidebar.data?.categories.map((entry) => (
              <li key={entry.category}>
                <Link
                  to="/pages/blog/list"
                  search={{ q: q || undefined, category: entry.category }}
                  aria-current={category === entry.category ? 'page' : undefined}
                  className={cn(
                    'flex min-h-8 items-center justify-between rounded-md px-2 hover:bg-muted',
                    category === entry.category && 'font-semibold text-primary-ink',
                  )}
                >
                  <span>{t(`categories.${entry.category}`)}</span>
                  <span className="text-sm text-muted-foreground">{entry.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </aside>
  )
}

import { SearchX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useUrlState } from '@/lib/url-state'
import { usePosts } from './api/get-posts'
import { blogFields } from './blog-search'
import { BlogSidebar } from './components/blog-sidebar'
import { PostCard } from './components/post-card'

/** Posts as cards, newest first; search and category live in the address. */
export function BlogListPage() {
  const { t } = useTranslation('blog')
  const [{ q, category }, setSearch] = useUrlState(blogFields)
  const posts = usePosts(q.trim(), category)
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">
        {category ? t('titleIn', { category: t(`categories.${category}`) }) : t('title')}
      </h1>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          {posts.isPending ? (
            <Skeleton className="h-96 w-full" />
          ) : posts.isError ? (
            <div role="alert" className="flex flex-col items-start gap-3">
              <p>{t('loadFailed')}</p>
              <Button variant="outline" onClick={() => void posts.refetch()}>
                {t('retry')}
              </Button>
            </div>
          ) : posts.data.length === 0 ? (
            <div className="flex flex-col items-center gap-3 py-10 text-center">
              <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
              <h2 className="text-lg font-semibold">{t('emptyTitle')}</h2>
              <Button variant="outline" onClick={() => setSearch({ q: '', category: undefined })}>
                {t('clearFilters')}
              </Button>
            </div>
          ) : (
            <div className="grid gap-6 md:grid-cols-2">
              {posts.data.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </div>
          )}
        </div>
        <BlogSidebar
          q={q}
          category={category}
          onSearch={(next) => setSearch({ q: next }, { replace: true })}
        />
      </div>
    </div>
  )
}

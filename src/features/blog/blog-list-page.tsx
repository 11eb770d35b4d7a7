import SearchX from 'lucide-react/icons/search-x'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Pagination } from '@/components/ui/pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { useUrlState } from '@/lib/url-state'
import { usePosts } from './api/get-posts'
import { blogFields, POSTS_PER_PAGE } from './blog-search'
import { BlogSidebar } from './components/blog-sidebar'
import { PostCard } from './components/post-card'

/**
 * Posts as cards, newest first, a page at a time; search, category and page live in the address. The list call
 * returns every matching post (a blog has tens, not thousands), so the page slices it here.
 */
export function BlogListPage() {
  const { t } = useTranslation('blog')
  const [{ q, category, page }, setSearch] = useUrlState(blogFields)
  const posts = usePosts(q.trim(), category)
  const pageCount = Math.max(1, Math.ceil((posts.data?.length ?? 0) / POSTS_PER_PAGE))
  // a link to a page past the end (posts were removed, a hand-edited address) shows the last one
  const current = Math.min(page, pageCount)
  const shown = posts.data?.slice((current - 1) * POSTS_PER_PAGE, current * POSTS_PER_PAGE) ?? []
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
              <Button variant="outline" onClick={() => setSearch({ q: '', category: undefined, page: 1 })}>
                {t('clearFilters')}
              </Button>
            </div>
          ) : (
            <div className="flex flex-col gap-6">
              <div className="grid gap-6 md:grid-cols-2">
                {shown.map((post) => (
                  <PostCard key={post.id} post={post} />
                ))}
              </div>
              {pageCount > 1 && (
                <Pagination
                  className="flex justify-center"
                  page={current}
                  pageCount={pageCount}
                  onPageChange={(next) => {
                    setSearch({ page: next })
                    window.scrollTo({ top: 0 })
                  }}
                  labels={{
                    nav: t('pagination'),
                    previous: t('previousPage'),
                    next: t('nextPage'),
                    page: (n) => t('page', { page: n }),
                  }}
                />
              )}
            </div>
          )}
        </div>
        <BlogSidebar
          q={q}
          category={category}
          onSearch={(next) => setSearch({ q: next, page: 1 }, { replace: true })}
        />
      </div>
    </div>
  )
}

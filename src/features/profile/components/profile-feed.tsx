import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useProfilePosts } from '../api/get-posts'
import { FeedPost } from './feed-post'

/** The feed: the first page, then one more per "Load more" until the last. */
export function ProfileFeed() {
  const { t } = useTranslation('profile')
  const feed = useProfilePosts()
  if (feed.isPending) return <Skeleton className="h-96 w-full" />
  if (feed.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t('loadFailed')}</p>
        <Button variant="outline" onClick={() => void feed.refetch()}>
          {t('retry')}
        </Button>
      </div>
    )
  const posts = feed.data.pages.flatMap((page) => page.posts)
  const total = feed.data.pages[0]?.total ?? 0
  return (
    <section aria-labelledby="profile-feed" className="flex flex-col gap-6">
      <h2 id="profile-feed" className="sr-only">
        {t('feed')}
      </h2>
      {posts.map((post) => (
        <FeedPost key={post.id} post={post} />
      ))}
      <p aria-live="polite" className="text-center text-sm text-muted-foreground">
        {t('shown', { shown: posts.length, total })}
      </p>
      {feed.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          loading={feed.isFetchingNextPage}
          onClick={() => void feed.fetchNextPage()}
        >
          {t('loadMore')}
        </Button>
      )}
    </section>
  )
}

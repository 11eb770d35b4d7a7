import { Link } from '@tanstack/react-router'
import MessageSquare from 'lucide-react/icons/message-square'
import { useTranslation } from 'react-i18next'
import type { BlogListItem } from '@contract/blog'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent } from '@/components/ui/card'
import { TileArt } from '@/components/tile-art'
import { CategoryBadges, PostMeta } from './post-meta'

export function PostCard({ post }: { post: BlogListItem }) {
  const { t } = useTranslation('blog')
  const params = { id: String(post.id) }
  return (
    <Card className="overflow-hidden">
      <TileArt art={post.img} className="h-40 w-full" />
      <CardContent className="flex flex-1 flex-col gap-3">
        <h2 className="user-text text-lg font-semibold">
          <Link
            to="/pages/blog/detail/$id"
            params={params}
            className="hover:text-primary-ink hover:underline"
          >
            {post.title}
          </Link>
        </h2>
        <PostMeta author={post.userFullName} avatar={post.avatar} date={post.blogPosted} />
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadges tags={post.tags} />
          {post.status !== 'published' && <Badge color="secondary">{t(`status.${post.status}`)}</Badge>}
        </div>
        <p className="user-text text-muted-foreground">{post.excerpt}</p>
        <div className="mt-auto flex items-center justify-between gap-3 border-t pt-3 text-sm">
          <span className="flex items-center gap-1 text-muted-foreground">
            <MessageSquare aria-hidden="true" className="size-4" />
            {t('commentCount', { count: post.comment })}
          </span>
          <Link
            to="/pages/blog/detail/$id"
            params={params}
            aria-label={t('readMoreOf', { title: post.title })}
            className="font-medium text-primary-ink hover:underline"
          >
            {t('readMore')}
          </Link>
        </div>
      </CardContent>
    </Card>
  )
}

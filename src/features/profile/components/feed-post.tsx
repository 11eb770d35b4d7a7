import Heart from 'lucide-react/icons/heart'
import { useTranslation } from 'react-i18next'
import type { ProfilePost } from '@contract/profile'
import { TileArt } from '@/components/tile-art'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { toast } from '@/components/ui/toast'
import { dateTimeFormat } from '@/lib/intl'
import { cn } from '@/lib/utils'
import { useLikePost } from '../api/like-post'
import { PostCommentForm } from './post-comment-form'

/** One post of the feed: author, text, picture, a like that is kept, its comments and a form to add one. */
export function FeedPost({ post }: { post: ProfilePost }) {
  const { t, i18n } = useTranslation('profile')
  const like = useLikePost()
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(post.postedAt),
  )
  return (
    <Card>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-center gap-3">
          <Avatar name={post.author} src={post.avatar || undefined} aria-hidden="true" role={undefined} />
          <div className="flex flex-col">
            <h3 className="user-text font-semibold">{post.author}</h3>
            <time dateTime={post.postedAt} className="text-sm text-muted-foreground">
              {when}
            </time>
          </div>
        </div>
        <p className="user-text">{post.text}</p>
        {post.art && <TileArt art={post.art} className="h-56 w-full rounded-lg" />}
        <div className="flex items-center gap-3 border-y py-1">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={post.likedByMe}
            aria-label={t('like', { author: post.author })}
            disabled={like.isPending}
            onClick={() =>
              like.mutate(
                { postId: post.id, liked: !post.likedByMe },
                { onError: (error) => toast.error(t('likeFailed'), { description: error.message }) },
              )
            }
            className={cn(post.likedByMe && 'text-danger-ink')}
          >
            <Heart aria-hidden="true" className={cn(post.likedByMe && 'fill-current')} />
            {/* the button says what it does, the count sits beside it: its name begins with its visible word */}
            {t('likeButton')}
          </Button>
          <span className="text-sm text-muted-foreground">{t('likes', { count: post.likes })}</span>
          <span className="text-sm text-muted-foreground">
            {t('comments', { count: post.comments.length })}
          </span>
        </div>
        {post.comments.length > 0 && (
          <ul className="flex flex-col gap-3" aria-label={t('commentsOf', { author: post.author })}>
            {post.comments.map((comment) => (
              <li key={comment.id} className="flex gap-2">
                <Avatar
                  name={comment.author}
                  src={comment.avatar || undefined}
                  size="sm"
                  aria-hidden="true"
                  role={undefined}
                />
                <p className="user-text text-sm">
                  <bdi className="font-medium">{comment.author}</bdi> {comment.text}
                </p>
              </li>
            ))}
          </ul>
        )}
        <PostCommentForm postId={post.id} author={post.author} />
      </CardContent>
    </Card>
  )
}

import { Link } from '@tanstack/react-router'
import Pencil from 'lucide-react/icons/pencil'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import '@/components/rich-text/rich-text.css'
import { Avatar } from '@/components/ui/avatar'
import { buttonClassName } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { TileArt } from '@/components/tile-art'
import { Can } from '@/lib/ability'
import { isApiError } from '@/lib/http/client'
import { usePost, type PostId } from './api/get-post'
import { CommentForm } from './components/comment-form'
import { PostNotFound } from './components/post-not-found'
import { CategoryBadges, PostMeta } from './components/post-meta'
import { useDateFormat } from './use-date-format'
import { sanitizePostHtml } from './post-html'

/** One post: picture, title, author, categories, the sanitised content, its comments and a comment form. */
export function BlogDetailPage({ id }: { id: PostId }) {
  const { t } = useTranslation('blog')
  const post = usePost(id)
  const html = useMemo(() => (post.data ? sanitizePostHtml(post.data.blog.content) : ''), [post.data])
  const format = useDateFormat()
  if (id === null) return <PostNotFound />
  if (post.isPending) return <Skeleton className="h-96 w-full" />
  if (post.isError) return <PostNotFound failed={!(isApiError(post.error) && post.error.status === 404)} />
  const { blog, comments } = post.data
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <Card className="overflow-hidden">
        <TileArt art={blog.img} className="h-56 w-full" />
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h1 className="user-text text-2xl font-semibold">{blog.title}</h1>
            <Can I="manage" a="Blog">
              <Link
                to="/pages/blog/edit/$id"
                params={{ id: String(blog.id) }}
                className={buttonClassName({ variant: 'outline', size: 'sm' })}
              >
                <Pencil aria-hidden="true" />
                {t('edit')}
              </Link>
            </Can>
          </div>
          <PostMeta author={blog.userFullName} avatar={blog.avatar} date={blog.blogPosted} />
          <CategoryBadges tags={blog.tags} />
          <div
            className="rich-text-content leading-relaxed break-words"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex flex-col gap-6">
          <section aria-labelledby="blog-comments" className="flex flex-col gap-4">
            <h2 id="blog-comments" className="text-lg font-semibold">
              {t('commentCount', { count: comments.length })}
            </h2>
            {comments.length === 0 ? (
              <p className="text-muted-foreground">{t('noComments')}</p>
            ) : (
              <ul className="flex flex-col gap-4">
                {comments.map((comment) => (
                  <li key={comment.id} className="flex gap-3">
                    <Avatar name={comment.userFullName} src={comment.avatar || undefined} size="sm" />
                    <div className="flex min-w-0 flex-col gap-1">
                      <p className="text-sm">
                        <bdi className="font-medium">{comment.userFullName}</bdi>{' '}
                        <time dateTime={comment.commentedAt} className="text-muted-foreground">
                          {format(comment.commentedAt)}
                        </time>
                      </p>
                      <p className="user-text break-words whitespace-pre-line">{comment.commentText}</p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <Can I="manage" a="Blog">
            <CommentForm postId={blog.id} />
          </Can>
        </CardContent>
      </Card>
    </div>
  )
}

import { useTranslation } from 'react-i18next'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { isApiError } from '@/lib/http/client'
import { PostMeta } from './components/post-meta'
import { useEditPost, type PostId } from './api/get-post'
import { PostEditForm } from './components/post-edit-form'
import { PostNotFound } from './components/post-not-found'

export function BlogEditPage({ id }: { id: PostId }) {
  const { t } = useTranslation('blog')
  const post = useEditPost(id)
  if (id === null) return <PostNotFound />
  if (post.isPending) return <Skeleton className="h-96 w-full" />
  if (post.isError) return <PostNotFound failed={!(isApiError(post.error) && post.error.status === 404)} />
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('editTitle')}</h1>
      <Card>
        <CardContent className="flex flex-col gap-6">
          <PostMeta author={post.data.userFullName} avatar={post.data.avatar} date={post.data.blogPosted} />
          <PostEditForm key={post.data.id} post={post.data} />
        </CardContent>
      </Card>
    </div>
  )
}

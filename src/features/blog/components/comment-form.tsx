import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BLOG_COMMENT_MAX } from '@contract/blog.values'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/toast'
import { useAddComment } from '../api/add-comment'

/** Posts a comment as the signed-in user; the text stays when the call fails. */
export function CommentForm({ postId }: { postId: number }) {
  const { t } = useTranslation('blog')
  const headingId = useId()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  const add = useAddComment()
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        if (!text.trim()) return setError(t('commentRequired'))
        setError(undefined)
        add.mutate(
          { postId, commentText: text },
          {
            onSuccess: () => {
              setText('')
              toast.success(t('commentPosted'))
            },
            onError: (failure) => toast.error(t('commentFailed'), { description: failure.message }),
          },
        )
      }}
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('leaveComment')}
      </h2>
      <FormField label={t('comment')} required error={error}>
        <Textarea
          rows={4}
          maxLength={BLOG_COMMENT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
      <div>
        <Button type="submit" loading={add.isPending}>
          {t('postComment')}
        </Button>
      </div>
    </form>
  )
}

import SendHorizontal from 'lucide-react/icons/send-horizontal'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { COMMENT_MAX_LENGTH } from '@contract/profile.values'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/toast'
import { applyServerErrors } from '@/lib/forms/server-errors'
import { useCommentPost } from '../api/comment-post'

/** A one-line comment under a post. Empty text is refused here and by the server; the text stays on failure. */
export function PostCommentForm({ postId, author }: { postId: number; author: string }) {
  const { t } = useTranslation('profile')
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  const input = useRef<HTMLInputElement>(null)
  const comment = useCommentPost()
  return (
    <form
      noValidate
      className="flex items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        if (!text.trim()) return setError(t('commentRequired'))
        setError(undefined)
        comment.mutate(
          { postId, text },
          {
            onSuccess: () => setText(''),
            onError: (failure) => {
              const marked = applyServerErrors(
                (_field, { message }, { shouldFocus }) => {
                  setError(message)
                  if (shouldFocus) input.current?.focus()
                },
                failure,
                { fields: ['text'] },
              )
              if (!marked.length) toast.error(t('commentFailed'), { description: failure.message })
            },
          },
        )
      }}
    >
      <FormField label={t('commentLabel')} className="min-w-0 flex-1" error={error}>
        <Input
          ref={input}
          // short on screen, whole for screen readers: the name starts with the visible label (WCAG 2.5.3)
          aria-label={t('commentLabelFull', { author })}
          value={text}
          maxLength={COMMENT_MAX_LENGTH}
          placeholder={t('commentPlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
      {/* the label sits above the field, so the button lines up with the input, not the label */}
      <Button type="submit" className="mt-7" loading={comment.isPending}>
        <SendHorizontal aria-hidden="true" className="rtl:-scale-x-100" />
        {t('postComment')}
      </Button>
    </form>
  )
}

import { messageTextSchema } from '@contract/chat'
import { SendHorizontal } from 'lucide-react'
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'

export interface MessageComposerProps {
  /** Resolves once stored; a rejection puts the text back (unless the user has started a new one). */
  onSend: (message: string) => Promise<unknown>
}

/**
 * Enter sends, Shift+Enter breaks the line. A blank message is simply not sent (no error: there is nothing to
 * fix); one over the length limit gets the contract's message beside the field and keeps the text.
 */
export function MessageComposer({ onSend }: MessageComposerProps) {
  const { t } = useTranslation('chat')
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string>()
  const hintId = useId()
  const errorId = useId()

  const send = () => {
    if (draft.trim() === '') return
    const result = messageTextSchema.safeParse(draft)
    if (!result.success) return setError(result.error.issues[0]?.message)
    setError(undefined)
    setDraft('')
    onSend(draft).catch(() => setDraft((current) => (current === '' ? draft : current)))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // isComposing: Enter that confirms an IME candidate (Japanese, Chinese...) must not send
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      send()
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-1 border-t p-3">
      <div className="flex items-end gap-2">
        <Textarea
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          aria-label={t('composer.label')}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          aria-invalid={error ? true : undefined}
          placeholder={t('composer.placeholder')}
          className="max-h-40 min-h-10 flex-1 resize-none field-sizing-content"
        />
        <Button type="submit" aria-label={t('composer.send')} className="shrink-0">
          <SendHorizontal aria-hidden className="rtl:rotate-180" />
          <span className="hidden sm:inline">{t('composer.send')}</span>
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger-ink">
          {error}
        </p>
      )}
      <p id={hintId} className="sr-only">
        {t('composer.hint')}
      </p>
    </form>
  )
}

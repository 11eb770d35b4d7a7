import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENTS_MAX,
  messageTextSchema,
  type ChatAttachment,
} from '@contract/chat'
import Paperclip from 'lucide-react/icons/paperclip'
import SendHorizontal from 'lucide-react/icons/send-horizontal'
import X from 'lucide-react/icons/x'
import { useId, useRef, useState, type DragEvent, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useFileSize } from '@/components/ui/file-drop-zone'
import { Textarea } from '@/components/ui/textarea'
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip'
import { cn } from '@/lib/utils'
import { checkFiles, readAttachment, type AttachmentProblem } from '../attachments'
import { AttachmentIcon } from './message-attachments'

export interface MessageComposerProps {
  /** Resolves once stored; a rejection puts the text and files back (unless the user has started a new one). */
  onSend: (message: string, attachments: ChatAttachment[]) => Promise<unknown>
}

/**
 * Enter sends, Shift+Enter breaks the line. A message is text, files or both; a blank one without files is
 * simply not sent (no error: there is nothing to fix). Text over the length limit, and files over the size or
 * count limit, get a message beside the field and are kept out.
 */
export function MessageComposer({ onSend }: MessageComposerProps) {
  const { t } = useTranslation('chat')
  const fileSize = useFileSize()
  const [draft, setDraft] = useState('')
  const [files, setFiles] = useState<ChatAttachment[]>([])
  const [error, setError] = useState<string>()
  const [problems, setProblems] = useState<string[]>([])
  const [dragging, setDragging] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const limitId = useId()
  const errorId = useId()
  const problemsId = useId()

  const limit = t('composer.attachLimit', {
    count: CHAT_ATTACHMENTS_MAX,
    size: fileSize(CHAT_ATTACHMENT_MAX_BYTES),
  })
  const describe = (problem: AttachmentProblem) =>
    problem.kind === 'tooMany'
      ? t('composer.tooManyFiles', { count: CHAT_ATTACHMENTS_MAX })
      : problem.kind === 'empty'
        ? t('composer.emptyFile', { name: problem.name })
        : t('composer.fileTooLarge', { name: problem.name, size: fileSize(CHAT_ATTACHMENT_MAX_BYTES) })

  const addFiles = async (chosen: File[]) => {
    const { accepted, problems: found } = checkFiles(chosen, files.length)
    const messages = found.map(describe)
    const read = await Promise.all(
      accepted.map((file) =>
        readAttachment(file).catch(() => {
          messages.push(t('composer.unreadableFile', { name: file.name }))
          return undefined
        }),
      ),
    )
    setProblems(messages)
    setFiles((current) => [...current, ...read.filter((file) => file !== undefined)])
  }

  const send = () => {
    if (draft.trim() === '' && files.length === 0) return
    if (draft.trim() !== '') {
      const result = messageTextSchema.safeParse(draft)
      if (!result.success) return setError(result.error.issues[0]?.message)
    }
    setError(undefined)
    setProblems([])
    const [text, sent] = [draft, files]
    setDraft('')
    setFiles([])
    onSend(text, sent).catch(() => {
      setDraft((current) => (current === '' ? text : current))
      setFiles((current) => (current.length === 0 ? sent : current))
    })
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
  const onDrop = (event: DragEvent<HTMLFormElement>) => {
    event.preventDefault()
    setDragging(false)
    const dropped = Array.from(event.dataTransfer.files)
    if (dropped.length > 0) void addFiles(dropped)
  }

  return (
    // a drop target for the pointer; the keyboard has the attach button
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      onSubmit={submit}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return
        event.preventDefault()
        setDragging(true)
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
      }}
      onDrop={onDrop}
      className={cn(
        'flex flex-col gap-1 border-t p-3 transition-colors',
        dragging && 'bg-primary-light outline-2 -outline-offset-2 outline-primary outline-dashed',
      )}
    >
      {files.length > 0 && (
        <ul aria-label={t('composer.attached')} className="mb-1 flex flex-wrap gap-2">
          {files.map((file, index) => (
            <li
              // oxlint-disable-next-line react/no-array-index-key -- the same file may be attached twice
              key={`${file.name}-${index}`}
              className="flex max-w-full items-center gap-1.5 rounded-md border bg-card ps-2 text-sm"
            >
              <AttachmentIcon type={file.type} />
              <span className="user-text max-w-48 truncate">{file.name}</span>
              <span className="shrink-0 text-muted-foreground">{fileSize(file.size)}</span>
              <Button
                type="button"
                variant="ghost"
                color="neutral"
                size="icon"
                className="size-8 shrink-0"
                aria-label={t('composer.removeFile', { name: file.name })}
                onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <TooltipProvider>
          <Tooltip>
            <TooltipTrigger asChild>
              <Button
                type="button"
                variant="ghost"
                color="neutral"
                size="icon"
                className="shrink-0"
                aria-label={t('composer.attach')}
                aria-describedby={problems.length > 0 ? `${limitId} ${problemsId}` : limitId}
                onClick={() => inputRef.current?.click()}
              >
                <Paperclip aria-hidden />
              </Button>
            </TooltipTrigger>
            <TooltipContent>{t('composer.attach')}</TooltipContent>
          </Tooltip>
        </TooltipProvider>
        <input
          ref={inputRef}
          type="file"
          multiple
          hidden
          tabIndex={-1}
          aria-label={t('composer.attach')}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? [])
            // cleared, so choosing the same file again is a change too
            event.target.value = ''
            if (chosen.length > 0) void addFiles(chosen)
          }}
        />
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
      <p id={limitId} className="text-xs text-muted-foreground">
        {limit}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger-ink">
          {error}
        </p>
      )}
      {problems.length > 0 && (
        <div id={problemsId} role="alert" className="text-sm text-danger-ink">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
      <p id={hintId} className="sr-only">
        {t('composer.hint')}
      </p>
    </form>
  )
}

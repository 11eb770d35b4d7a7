import type { ChatAttachment } from '@contract/chat'
import File from 'lucide-react/icons/file'
import FileImage from 'lucide-react/icons/file-image'
import FileText from 'lucide-react/icons/file-text'
import { useFileSize } from '@/components/ui/file-drop-zone'
import { cn } from '@/lib/utils'
import { isInlineImage } from '../attachments'

export function AttachmentIcon({ type, className }: { type: string; className?: string }) {
  const Icon = type.startsWith('image/')
    ? FileImage
    : type === 'application/pdf' || type.startsWith('text/')
      ? FileText
      : File
  return <Icon aria-hidden className={cn('size-4 shrink-0 text-muted-foreground', className)} />
}

/**
 * A message's files under its text: pictures inline (their name is the alt text), anything else a chip that
 * downloads the file under its own name.
 */
export function MessageAttachments({
  attachments,
  own,
}: {
  attachments: readonly ChatAttachment[]
  /** The sender's side: the files line up with their bubbles. */
  own: boolean
}) {
  const fileSize = useFileSize()
  return (
    <ul className={cn('flex max-w-full flex-col gap-1', own ? 'items-end' : 'items-start')}>
      {attachments.map((file, index) => (
        // oxlint-disable-next-line react/no-array-index-key -- a message's files keep their order
        <li key={`${file.name}-${index}`} className="max-w-full">
          {isInlineImage(file.type) ? (
            <img
              src={file.dataUrl}
              alt={file.name}
              className="max-h-60 max-w-full rounded-lg border bg-card object-contain shadow-xs"
            />
          ) : (
            <a
              href={file.dataUrl}
              download={file.name}
              className="flex min-h-11 max-w-full items-center gap-2 rounded-lg border bg-card px-3 py-2 text-sm text-card-foreground shadow-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
            >
              <AttachmentIcon type={file.type} className="size-5" />
              <span className="user-text truncate font-medium">{file.name}</span>
              <span className="shrink-0 text-muted-foreground">{fileSize(file.size)}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}

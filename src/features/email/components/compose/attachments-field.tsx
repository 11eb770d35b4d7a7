import { MAX_ATTACHMENTS, type NewAttachment } from '@contract/email'
import Paperclip from 'lucide-react/icons/paperclip'
import X from 'lucide-react/icons/x'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { formatFileSize } from '../../format'

export interface AttachmentsFieldProps {
  value: NewAttachment[]
  onChange: (files: NewAttachment[]) => void
  error?: string
}

/** Picked files keep only their name and size: the demo stores no file contents. */
export function AttachmentsField({ value, onChange, error }: AttachmentsFieldProps) {
  const { t, i18n } = useTranslation('email')
  const input = useRef<HTMLInputElement>(null)
  const add = (files: FileList | null) => {
    const picked = [...(files ?? [])].map((file) => ({ fileName: file.name, size: file.size }))
    const names = new Set(value.map((file) => file.fileName))
    onChange([...value, ...picked.filter((file) => !names.has(file.fileName))].slice(0, MAX_ATTACHMENTS))
    if (input.current) input.current.value = ''
  }
  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('detail.attachments', { count: value.length })}>
          {value.map((file) => (
            <li key={file.fileName} className="flex items-center gap-2 rounded-lg border px-2.5 py-1 text-sm">
              <Paperclip className="size-3.5 text-muted-foreground" aria-hidden />
              <span className="font-medium">{file.fileName}</span>
              <span dir="auto" className="text-muted-foreground">
                {formatFileSize(file.size, i18n.language)}
              </span>
              <button
                type="button"
                onClick={() => onChange(value.filter((f) => f.fileName !== file.fileName))}
                aria-label={t('composer.removeAttachment', { name: file.fileName })}
                className="rounded p-0.5 hover:bg-muted"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="text-sm text-danger-ink">{error}</p>}
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="compose-files"
        onChange={(event) => add(event.target.files)}
      />
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="self-start"
        disabled={value.length >= MAX_ATTACHMENTS}
        onClick={() => input.current?.click()}
      >
        <Paperclip aria-hidden />
        {t('composer.attach')}
      </Button>
    </div>
  )
}

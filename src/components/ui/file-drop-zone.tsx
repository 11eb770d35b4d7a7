import Upload from 'lucide-react/icons/upload'
import { useId, useRef, useState, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { numberFormat } from '@/lib/intl'
import { cn } from '@/lib/utils'

export interface FileDropZoneProps {
  /** The visible label above the zone; it names the zone and the file input. */
  label: string
  /** What is accepted (types, size): shown in the zone and read with it. */
  hint?: string
  /** The input's `accept`: what the browser's file dialog offers first. Dropped files are not filtered by it. */
  accept?: string
  multiple?: boolean
  /** The chosen or dropped files; the caller checks type and size and reports problems through `errors`. */
  onFiles: (files: File[]) => void
  /** Messages about the last files (refused type, too large, unreadable), announced and tied to the zone. */
  errors?: readonly string[]
  className?: string
}

/**
 * A drop target for files with a "Choose files" button inside it, so the pointer can drop and the keyboard (and
 * touch) can open the file dialog. The hidden file input is named by the visible label; errors are an alert that
 * also describes the zone.
 */
export function FileDropZone({
  label,
  hint,
  accept,
  multiple = false,
  onFiles,
  errors = [],
  className,
}: FileDropZoneProps) {
  const { t } = useTranslation('common')
  const inputRef = useRef<HTMLInputElement>(null)
  const labelId = useId()
  const hintId = useId()
  const errorId = useId()
  const [dragging, setDragging] = useState(false)
  const described = [hint && hintId, errors.length > 0 && errorId].filter(Boolean).join(' ') || undefined

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    const files = Array.from(event.dataTransfer.files)
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1))
  }

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <p id={labelId} className="text-sm font-medium">
        {label}
      </p>
      {/* a drop target for the pointer; keyboard users have the Choose button inside it */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={described}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-muted-foreground/50 p-6 text-center transition-colors',
          dragging && 'border-primary bg-primary-light',
          errors.length > 0 && 'border-danger-ink',
        )}
      >
        <Upload aria-hidden className="size-6 text-muted-foreground" />
        <p className="text-sm">{multiple ? t('fileDrop.dropFiles') : t('fileDrop.dropFile')}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => inputRef.current?.click()}>
          {multiple ? t('fileDrop.chooseFiles') : t('fileDrop.chooseFile')}
        </Button>
        {hint && (
          <p id={hintId} className="text-sm text-muted-foreground">
            {hint}
          </p>
        )}
        <input
          ref={inputRef}
          type="file"
          multiple={multiple}
          hidden
          accept={accept}
          aria-labelledby={labelId}
          aria-describedby={described}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? [])
            // cleared, so choosing the same file again is a change too
            event.target.value = ''
            if (files.length > 0) onFiles(files)
          }}
        />
      </div>
      <div id={errorId} role="alert" className="text-sm text-danger-ink empty:hidden">
        {errors.map((error) => (
          <p key={error}>{error}</p>
        ))}
      </div>
    </div>
  )
}

/** A byte count in the current language's short units: "512 byte", "1.5 kB", "5 MB". */
export function useFileSize() {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  return (bytes: number) => {
    const [value, unit] =
      bytes >= 1024 * 1024
        ? [bytes / (1024 * 1024), 'megabyte']
        : bytes >= 1024
          ? [bytes / 1024, 'kilobyte']
          : [bytes, 'byte']
    return numberFormat(language, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }).format(value)
  }
}

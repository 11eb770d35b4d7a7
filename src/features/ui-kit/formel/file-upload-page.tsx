import { FileText, Upload, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'
import { cn } from '@/lib/utils'
import { DemoCard } from '../components/demo-card'
import { PageHeader } from '../components/page-header'

interface Chosen {
  id: string
  file: File
  /** An object URL for image previews, revoked when the file leaves the list. */
  url?: string
  progress: number
}

function useFileSize() {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  return (bytes: number) => {
    const [value, unit] =
      bytes >= 1024 * 1024
        ? [bytes / (1024 * 1024), 'megabyte']
        : bytes >= 1024
          ? [bytes / 1024, 'kilobyte']
          : [bytes, 'byte']
    return new Intl.NumberFormat(language, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }).format(value)
  }
}

function FileDrop({
  label,
  hint,
  imagesOnly = false,
  maxBytes,
}: {
  label: string
  hint: string
  imagesOnly?: boolean
  maxBytes: number
}) {
  const { t } = useTranslation('uiFormElements')
  const size = useFileSize()
  const inputRef = useRef<HTMLInputElement>(null)
  const labelId = useId()
  const hintId = useId()
  const errorId = useId()
  const [files, setFiles] = useState<Chosen[]>([])
  const [errors, setErrors] = useState<string[]>([])
  const [dragging, setDragging] = useState(false)
  const filesRef = useRef(files)
  const nextId = useRef(0)
  useEffect(() => {
    filesRef.current = files
  }, [files])

  // revoke what is left when the page goes away
  useEffect(() => () => filesRef.current.forEach((item) => item.url && URL.revokeObjectURL(item.url)), [])

  // the pretend upload: each file's bar moves on until it is full
  const uploading = files.some((item) => item.progress < 100)
  useEffect(() => {
    if (!uploading) return
    const timer = window.setInterval(() => {
      setFiles((current) => current.map((item) => ({ ...item, progress: Math.min(100, item.progress + 20) })))
    }, 300)
    return () => window.clearInterval(timer)
  }, [uploading])

  const add = (list: FileList | null) => {
    if (!list) return
    const problems: string[] = []
    const accepted: Chosen[] = []
    for (const file of Array.from(list)) {
      if (imagesOnly && !file.type.startsWith('image/')) {
        problems.push(t('fileUpload.notImage', { name: file.name }))
      } else if (file.size > maxBytes) {
        problems.push(t('fileUpload.tooBig', { name: file.name, limit: size(maxBytes) }))
      } else {
        accepted.push({
          id: `file-${(nextId.current += 1)}`,
          file,
          url: file.type.startsWith('image/') ? URL.createObjectURL(file) : undefined,
          progress: 0,
        })
      }
    }
    setErrors(problems)
    setFiles((current) => [...current, ...accepted])
  }

  const remove = (item: Chosen) => {
    if (item.url) URL.revokeObjectURL(item.url)
    setFiles((current) => current.filter((other) => other.id !== item.id))
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    add(event.dataTransfer.files)
  }

  return (
    <div className="flex flex-col gap-3">
      <p id={labelId} className="text-sm font-medium">
        {label}
      </p>
      {/* a drop target for the pointer; keyboard users have the Choose files button inside it */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={[hintId, errors.length > 0 && errorId].filter(Boolean).join(' ')}
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
        <p className="text-sm">{t('fileUpload.dropHere')}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => inputRef.current?.click()}>
          {t('fileUpload.choose')}
        </Button>
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
        <input
          ref={inputRef}
          type="file"
          multiple
          hidden
          accept={imagesOnly ? 'image/*' : undefined}
          aria-labelledby={labelId}
          onChange={(event) => {
            add(event.target.files)
            event.target.value = ''
          }}
        />
      </div>
      <div id={errorId} role="alert" className="text-sm text-danger-ink empty:hidden">
        {errors.map((error) => (
          <p key={error}>{error}</p>
        ))}
      </div>
      {files.length > 0 && (
        <ul aria-label={t('fileUpload.chosenFiles')} className="flex flex-col gap-2">
          {files.map((item) => (
            <li key={item.id} className="flex items-center gap-3 rounded-lg border p-2.5">
              {item.url ? (
                <img src={item.url} alt="" className="size-10 shrink-0 rounded-md object-cover" />
              ) : (
                <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-muted">
                  <FileText aria-hidden className="size-5 text-muted-foreground" />
                </span>
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <bdi className="truncate font-medium">{item.file.name}</bdi>
                  <span className="shrink-0 text-muted-foreground">{size(item.file.size)}</span>
                </div>
                <Progress
                  value={item.progress}
                  size="sm"
                  color={item.progress === 100 ? 'success' : 'primary'}
                  aria-label={t('fileUpload.progress', { name: item.file.name })}
                />
                <span className="text-xs text-muted-foreground">
                  {item.progress === 100
                    ? t('fileUpload.done')
                    : t('fileUpload.uploading', { percent: item.progress })}
                </span>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                aria-label={t('fileUpload.remove', { name: item.file.name })}
                onClick={() => remove(item)}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export function FileUploadPage() {
  const { t } = useTranslation('uiFormElements')
  return (
    <div>
      <PageHeader title={t('fileUpload.title')} intro={t('fileUpload.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('fileUpload.any')}
          description={t('fileUpload.anyText')}
          code={`<div role="group" aria-labelledby="attachments-label" onDragOver={…} onDrop={(e) => add(e.dataTransfer.files)}>
  <p>Drag files here, or</p>
  <Button variant="outline" onClick={() => inputRef.current?.click()}>Choose files</Button>
  <input ref={inputRef} type="file" multiple hidden onChange={(e) => add(e.target.files)} />
</div>
<div role="alert">{errors}</div>
<Progress value={item.progress} aria-label={\`Upload of \${item.file.name}\`} />
<Button variant="ghost" size="icon-sm" aria-label={\`Remove \${item.file.name}\`} onClick={() => remove(item)}>
  <X aria-hidden />
</Button>`}
        >
          <FileDrop
            label={t('fileUpload.attachments')}
            hint={t('fileUpload.anyHint')}
            maxBytes={5 * 1024 * 1024}
          />
        </DemoCard>

        <DemoCard
          title={t('fileUpload.images')}
          description={t('fileUpload.imagesText')}
          code={`if (!file.type.startsWith('image/')) errors.push(\`\${file.name} is not an image.\`)
else if (file.size > 2 * 1024 * 1024) errors.push(\`\${file.name} is larger than 2 MB.\`)
else accepted.push({ file, url: URL.createObjectURL(file) })

// on removal, and for what is left when the page unmounts:
URL.revokeObjectURL(item.url)`}
        >
          <FileDrop
            label={t('fileUpload.photos')}
            hint={t('fileUpload.imagesHint')}
            imagesOnly
            maxBytes={2 * 1024 * 1024}
          />
        </DemoCard>
      </div>
    </div>
  )
}

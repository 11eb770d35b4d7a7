import FileText from 'lucide-react/icons/file-text'
import X from 'lucide-react/icons/x'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { FileDropZone, useFileSize } from '@/components/ui/file-drop-zone'
import { Progress } from '@/components/ui/progress'
import { DemoCard } from '../components/demo-card'

interface Chosen {
  id: string
  file: File
  /** An object URL for image previews, revoked when the file leaves the list. */
  url?: string
  progress: number
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
  const [files, setFiles] = useState<Chosen[]>([])
  const [errors, setErrors] = useState<string[]>([])
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

  const add = (list: File[]) => {
    const problems: string[] = []
    const accepted: Chosen[] = []
    for (const file of list) {
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

  return (
    <div className="flex flex-col gap-3">
      <FileDropZone
        label={label}
        hint={hint}
        multiple
        accept={imagesOnly ? 'image/*' : undefined}
        errors={errors}
        onFiles={add}
      />
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
          code={`<FileDropZone
  label="Attachments"
  hint="Any type, up to 5 MB each."
  multiple
  errors={errors}
  onFiles={add}
/>
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

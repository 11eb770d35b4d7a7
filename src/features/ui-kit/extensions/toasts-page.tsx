import { Link } from '@tanstack/react-router'
import FileText from 'lucide-react/icons/file-text'
import Trash2 from 'lucide-react/icons/trash'
import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/toast'
import { useNumberFormat } from '@/components/cards/use-number-format'
import { DemoCard } from '../components/demo-card'
import { ChoiceGroup } from './components/choice-group'

type Kind = 'success' | 'info' | 'warning' | 'error'
const KINDS: readonly Kind[] = ['success', 'info', 'warning', 'error']

const COMPOSE_CODE = `import { toast } from '@/components/ui/toast'
import { useNumberFormat } from '@/components/cards/use-number-format'

// one function per type; the second argument takes the options
toast.success('Invoice sent', { description: 'Harbor Foods will get it by email.' })
toast.info(title, { description })
toast.warning(title, { description })
toast.error(title, { description })`

const UNDO_CODE = `const remove = (file: string) => {
  const index = files.indexOf(file)
  setFiles((list) => list.filter((f) => f !== file))
  toast(\`\${file} removed\`, {
    action: {
      label: 'Undo',
      // put it back where it was
      onClick: () => setFiles((list) => [...list.slice(0, index), file, ...list.slice(index)]),
    },
  })
}`

const PROMISE_CODE = `const publish = () =>
  new Promise<void>((resolve, reject) => setTimeout(outcome === 'success' ? resolve : reject, 1500))

toast.promise(publish(), {
  loading: 'Publishing the report…',
  success: 'Report published',
  error: 'The report could not be published',
})`

const DURATION_CODE = `// milliseconds; Infinity keeps it until the user closes it
toast.info('Backup finished', { duration: 10_000 })
toast.info('Backup finished', { duration: Infinity, closeButton: true })

// closes every toast on the screen
toast.dismiss()`

function ComposeDemo() {
  const { t } = useTranslation('uiExtensions')
  const [kind, setKind] = useState<Kind>('success')
  const [title, setTitle] = useState(() => t('toasts.compose.defaultTitle'))
  const [description, setDescription] = useState(() => t('toasts.compose.defaultDescription'))
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    toast[kind](title.trim() || t(`toasts.kinds.${kind}`), {
      description: description.trim() || undefined,
    })
  }
  return (
    <form onSubmit={submit} className="grid gap-4">
      <ChoiceGroup
        label={t('toasts.compose.type')}
        value={kind}
        onChange={setKind}
        options={KINDS.map((k) => [k, t(`toasts.kinds.${k}`)] as const)}
      />
      <FormField label={t('toasts.compose.titleLabel')}>
        <Input value={title} onChange={(event) => setTitle(event.target.value)} />
      </FormField>
      <FormField label={t('toasts.compose.descriptionLabel')} hint={t('toasts.compose.descriptionHint')}>
        <Input value={description} onChange={(event) => setDescription(event.target.value)} />
      </FormField>
      <div>
        <Button type="submit">{t('toasts.compose.show')}</Button>
      </div>
    </form>
  )
}

const FILES = ['contract-2026.pdf', 'team-photo.jpg', 'budget-q3.xlsx', 'launch-notes.md']

function UndoDemo() {
  const { t } = useTranslation('uiExtensions')
  const [files, setFiles] = useState(FILES)
  const remove = (file: string) => {
    const index = files.indexOf(file)
    setFiles((list) => list.filter((item) => item !== file))
    toast(t('toasts.undo.removed', { file }), {
      action: {
        label: t('toasts.undo.undo'),
        onClick: () =>
          setFiles((list) =>
            list.includes(file) ? list : [...list.slice(0, index), file, ...list.slice(index)],
          ),
      },
    })
  }
  return (
    <div className="grid gap-3">
      {files.length > 0 ? (
        <ul aria-label={t('toasts.undo.listLabel')} className="divide-y rounded-lg border">
          {files.map((file) => (
            <li key={file} className="flex items-center gap-3 px-3 py-1.5">
              <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span className="min-w-0 flex-1 truncate text-sm">{file}</span>
              <Button
                variant="ghost"
                color="danger"
                size="icon-sm"
                aria-label={t('toasts.undo.remove', { file })}
                onClick={() => remove(file)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
          {t('toasts.undo.empty')}
        </p>
      )}
      {files.length < FILES.length && (
        <div>
          <Button variant="outline" color="neutral" size="sm" onClick={() => setFiles(FILES)}>
            {t('toasts.undo.reset')}
          </Button>
        </div>
      )}
    </div>
  )
}

function PromiseDemo() {
  const { t } = useTranslation('uiExtensions')
  const [outcome, setOutcome] = useState<'success' | 'error'>('success')
  const [busy, setBusy] = useState(false)
  const publish = () => {
    setBusy(true)
    const work = new Promise<void>((resolve, reject) => {
      window.setTimeout(() => (outcome === 'success' ? resolve() : reject(new Error('offline'))), 1500)
    })
    toast.promise(work, {
      loading: t('toasts.promise.loading'),
      success: t('toasts.promise.success'),
      error: t('toasts.promise.error'),
    })
    work.catch(() => undefined).finally(() => setBusy(false))
  }
  return (
    <div className="grid gap-4">
      <ChoiceGroup
        label={t('toasts.promise.outcome')}
        value={outcome}
        onChange={setOutcome}
        options={[
          ['success', t('toasts.promise.succeeds')],
          ['error', t('toasts.promise.fails')],
        ]}
      />
      <div>
        <Button loading={busy} onClick={publish}>
          {t('toasts.promise.publish')}
        </Button>
      </div>
    </div>
  )
}

const DURATIONS = ['2000', '5000', '10000', 'Infinity'] as const
type Duration = (typeof DURATIONS)[number]

function DurationDemo() {
  const { t } = useTranslation('uiExtensions')
  const [duration, setDuration] = useState<Duration>('5000')
  const shown = useRef(0)
  const seconds = useNumberFormat({ style: 'unit', unit: 'second', unitDisplay: 'long' })
  return (
    <div className="grid gap-4">
      <ChoiceGroup
        label={t('toasts.duration.label')}
        value={duration}
        onChange={setDuration}
        options={DURATIONS.map(
          (d) =>
            [d, d === 'Infinity' ? t('toasts.duration.untilClosed') : seconds(Number(d) / 1000)] as const,
        )}
      />
      <div className="flex flex-wrap gap-3">
        <Button
          variant="soft"
          onClick={() => {
            shown.current += 1
            const forever = duration === 'Infinity'
            toast.info(t('toasts.duration.message', { number: shown.current }), {
              description: forever ? t('toasts.duration.stays') : t('toasts.duration.leaves'),
              duration: forever ? Infinity : Number(duration),
              closeButton: forever,
            })
          }}
        >
          {t('toasts.duration.show')}
        </Button>
        <Button variant="outline" color="neutral" onClick={() => toast.dismiss()}>
          {t('toasts.duration.dismissAll')}
        </Button>
      </div>
    </div>
  )
}

/** The toast service (sonner): what a call can say and do, where /components/toasts shows how toasts look. */
export function ToastsServicePage() {
  const { t } = useTranslation('uiExtensions')
  return (
    <div>
      <PageHeader title={t('toasts.title')} intro={t('toasts.intro')} />
      <p className="-mt-3 mb-6 text-sm text-muted-foreground">
        {t('toasts.seeAlso')}{' '}
        <Link to="/components/toasts" className="font-medium text-primary-ink underline underline-offset-4">
          {t('toasts.seeAlsoLink')}
        </Link>
        .
      </p>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('toasts.compose.title')}
          description={t('toasts.compose.description')}
          code={COMPOSE_CODE}
        >
          <ComposeDemo />
        </DemoCard>
        <DemoCard title={t('toasts.undo.title')} description={t('toasts.undo.description')} code={UNDO_CODE}>
          <UndoDemo />
        </DemoCard>
        <DemoCard
          title={t('toasts.promise.title')}
          description={t('toasts.promise.description')}
          code={PROMISE_CODE}
        >
          <PromiseDemo />
        </DemoCard>
        <DemoCard
          title={t('toasts.duration.title')}
          description={t('toasts.duration.description')}
          code={DURATION_CODE}
        >
          <DurationDemo />
        </DemoCard>
      </div>
    </div>
  )
}

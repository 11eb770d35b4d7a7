import CloudUpload from 'lucide-react/icons/cloud-upload'
import FileText from 'lucide-react/icons/file-text'
import RefreshCw from 'lucide-react/icons/refresh-cw'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { BlockUi } from '@/components/ui/block-ui'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Switch } from '@/components/ui/switch'
import { Label } from '@/components/ui/label'
import { useNumberFormat } from '@/components/cards/use-number-format'
import { DemoCard } from '../components/demo-card'

const CARD_CODE = `const [busy, setBusy] = useState(false)

<BlockUi blocked={busy} message="Refreshing figures…" className="rounded-lg border">
  <p>Revenue this month</p>
  <Button onClick={() => { setBusy(true); setTimeout(() => setBusy(false), 2000) }}>Refresh</Button>
</BlockUi>`

const FORM_CODE = `<BlockUi blocked={saving} message="Saving…">
  <form onSubmit={save}>
    <FormField label="Full name"><Input /></FormField>
    <Button type="submit">Save changes</Button>
  </form>
</BlockUi>`

const CUSTOM_CODE = `<BlockUi
  blocked={uploading}
  message="Uploading 3 files…"
  indicator={<CloudUpload aria-hidden className="size-8 motion-safe:animate-bounce" />}
>
  <FileList />
</BlockUi>`

const SECTION_CODE = `<BlockUi blocked={scope === 'card'} className="rounded-lg border">
  <header>Team</header>
  <BlockUi blocked={scope === 'section'}>
    <MemberList />
  </BlockUi>
</BlockUi>`

/** A timer that blocks something for a while and is cleared if the page goes away first. */
function useBusyFor() {
  const [busy, setBusy] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  const start = (ms: number, then?: () => void) => {
    setBusy(true)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => {
      setBusy(false)
      then?.()
    }, ms)
  }
  return [busy, start] as const
}

function CardDemo() {
  const { t } = useTranslation('uiDisplay')
  const money = useNumberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
  const [busy, start] = useBusyFor()
  const [revenue, setRevenue] = useState(12480)
  return (
    <BlockUi blocked={busy} message={t('blockUi.card.busy')} className="rounded-lg border">
      <div className="flex flex-wrap items-end justify-between gap-4 p-5">
        <div>
          <p className="text-sm text-muted-foreground">{t('blockUi.card.metric')}</p>
          <p className="text-3xl font-semibold tabular-nums">{money(revenue)}</p>
          <p className="text-sm text-success-ink">{t('blockUi.card.change')}</p>
        </div>
        <Button variant="outline" onClick={() => start(2000, () => setRevenue((value) => value + 135))}>
          <RefreshCw aria-hidden />
          {t('blockUi.card.refresh')}
        </Button>
      </div>
    </BlockUi>
  )
}

function FormDemo() {
  const { t } = useTranslation('uiDisplay')
  const [saving, start] = useBusyFor()
  const [saved, setSaved] = useState(false)
  const save = (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    start(1500, () => setSaved(true))
  }
  return (
    <div className="grid gap-3">
      <BlockUi blocked={saving} message={t('blockUi.form.busy')} className="rounded-lg">
        <form onSubmit={save} className="grid gap-4">
          <FormField label={t('blockUi.form.name')}>
            <Input defaultValue="Ines Carvalho" autoComplete="off" />
          </FormField>
          <FormField label={t('blockUi.form.email')}>
            <Input type="email" defaultValue="ines@example.com" autoComplete="off" />
          </FormField>
          <div>
            <Button type="submit">{t('blockUi.form.save')}</Button>
          </div>
        </form>
      </BlockUi>
      <p role="status" className="min-h-5 text-sm text-success-ink">
        {saved ? t('blockUi.form.saved') : ''}
      </p>
    </div>
  )
}

const FILES = ['quarterly-report.pdf', 'team-photo.jpg', 'budget-2027.xlsx'] as const

function CustomDemo() {
  const { t } = useTranslation('uiDisplay')
  const [uploading, setUploading] = useState(true)
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3">
        <Switch id="block-ui-upload" checked={uploading} onCheckedChange={setUploading} />
        <Label htmlFor="block-ui-upload">{t('blockUi.custom.toggle')}</Label>
      </div>
      <BlockUi
        blocked={uploading}
        message={t('blockUi.custom.busy', { count: FILES.length })}
        indicator={<CloudUpload aria-hidden className="size-5 text-info-ink motion-safe:animate-bounce" />}
        overlayClassName="bg-info-light backdrop-blur-sm"
        className="rounded-lg border"
      >
        <ul className="divide-y">
          {FILES.map((file) => (
            <li key={file} className="flex items-center gap-3 px-4 py-3 text-sm">
              <FileText aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1 truncate">{file}</span>
              <Button variant="ghost" size="sm">
                {t('blockUi.custom.remove')}
              </Button>
            </li>
          ))}
        </ul>
      </BlockUi>
    </div>
  )
}

type Scope = 'none' | 'card' | 'section'

const MEMBERS = ['Noor Aziz', 'Jonas Berg', 'Chloé Martin'] as const

function SectionDemo() {
  const { t } = useTranslation('uiDisplay')
  const [scope, setScope] = useState<Scope>('none')
  const toggle = (next: Scope) => setScope((current) => (current === next ? 'none' : next))
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" aria-pressed={scope === 'card'} onClick={() => toggle('card')}>
          {t('blockUi.section.blockCard')}
        </Button>
        <Button variant="outline" aria-pressed={scope === 'section'} onClick={() => toggle('section')}>
          {t('blockUi.section.blockSection')}
        </Button>
      </div>
      <BlockUi
        blocked={scope === 'card'}
        message={t('blockUi.section.cardBusy')}
        className="rounded-lg border"
      >
        <div className="flex items-center justify-between gap-3 border-b px-4 py-3">
          <h3 className="font-medium">{t('blockUi.section.team')}</h3>
          <Button size="sm" variant="ghost">
            {t('blockUi.section.invite')}
          </Button>
        </div>
        <BlockUi blocked={scope === 'section'} message={t('blockUi.section.sectionBusy')}>
          <ul className="divide-y">
            {MEMBERS.map((member) => (
              <li key={member} className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
                <span>{member}</span>
                <Button size="sm" variant="ghost">
                  {t('blockUi.section.manage')}
                </Button>
              </li>
            ))}
          </ul>
        </BlockUi>
      </BlockUi>
    </div>
  )
}

/** BlockUi: a card blocked after a button press, a form while saving, a custom message, whole card or a part. */
export function BlockUiPage() {
  const { t } = useTranslation('uiDisplay')
  return (
    <div>
      <PageHeader title={t('blockUi.title')} intro={t('blockUi.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('blockUi.card.title')}
          description={t('blockUi.card.description')}
          code={CARD_CODE}
        >
          <CardDemo />
        </DemoCard>
        <DemoCard
          title={t('blockUi.form.title')}
          description={t('blockUi.form.description')}
          code={FORM_CODE}
        >
          <FormDemo />
        </DemoCard>
        <DemoCard
          title={t('blockUi.custom.title')}
          description={t('blockUi.custom.description')}
          code={CUSTOM_CODE}
        >
          <CustomDemo />
        </DemoCard>
        <DemoCard
          title={t('blockUi.section.title')}
          description={t('blockUi.section.description')}
          code={SECTION_CODE}
        >
          <SectionDemo />
        </DemoCard>
      </div>
    </div>
  )
}

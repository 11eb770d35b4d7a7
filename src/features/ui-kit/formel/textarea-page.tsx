import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/utils'
import { DemoCard } from '../components/demo-card'

const LIMIT = 140

function CountedTextarea() {
  const { t } = useTranslation('uiFormElements')
  const [text, setText] = useState('')
  const counterId = useId()
  const left = LIMIT - text.length
  // the visible counter changes on every key; screen readers hear it only once typing pauses
  const [announced, setAnnounced] = useState('')
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnounced(t('textarea.left', { count: left })), 800)
    return () => window.clearTimeout(timer)
  }, [left, t])
  return (
    <FormField
      label={t('textarea.status')}
      hint={t('textarea.statusHint', { count: LIMIT })}
      error={left < 0 ? t('textarea.over', { count: -left }) : undefined}
    >
      {(control) => (
        <div className="flex flex-col gap-1">
          <Textarea
            {...control}
            rows={3}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={[control['aria-describedby'], counterId].filter(Boolean).join(' ')}
          />
          <p
            id={counterId}
            dir="ltr"
            className={cn(
              'self-end text-sm tabular-nums',
              left < 0 ? 'text-danger-ink' : left <= 20 ? 'text-warning-ink' : 'text-muted-foreground',
            )}
          >
            {text.length} / {LIMIT}
          </p>
          <p aria-live="polite" className="sr-only">
            {text.length > 0 ? announced : ''}
          </p>
        </div>
      )}
    </FormField>
  )
}

export function TextareaPage() {
  const { t } = useTranslation('uiFormElements')
  return (
    <div>
      <PageHeader title={t('textarea.title')} intro={t('textarea.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('textarea.basic')}
          description={t('textarea.basicText')}
          contentClassName="grid gap-4"
          code={`import { Textarea } from '@/components/ui/textarea'

<FormField label="Delivery notes" hint="Gate codes, a safe place for the parcel…">
  <Textarea rows={4} />
</FormField>`}
        >
          <FormField label={t('textarea.notes')} hint={t('textarea.notesHint')}>
            <Textarea rows={4} placeholder={t('textarea.notesPlaceholder')} />
          </FormField>
        </DemoCard>

        <DemoCard
          title={t('textarea.counter')}
          description={t('textarea.counterText')}
          code={`const left = 140 - text.length
<Textarea value={text} onChange={(e) => setText(e.target.value)} aria-describedby="status-count" />
<p id="status-count">{text.length} / 140</p>
{/* announced once typing pauses, not on every key */}
<p aria-live="polite" className="sr-only">{announced}</p>`}
        >
          <CountedTextarea />
        </DemoCard>

        <DemoCard
          title={t('textarea.autosize')}
          description={t('textarea.autosizeText')}
          code={`<Textarea rows={2} className="field-sizing-content max-h-60 resize-none" />`}
        >
          <FormField label={t('textarea.reply')}>
            <Textarea
              rows={2}
              className="field-sizing-content max-h-60 resize-none"
              placeholder={t('textarea.replyPlaceholder')}
            />
          </FormField>
        </DemoCard>

        <DemoCard
          title={t('textarea.disabled')}
          description={t('textarea.disabledText')}
          contentClassName="grid gap-4"
          code={`<FormField label="Internal note">
  <Textarea disabled defaultValue="…" />
</FormField>
<FormField label="Original message">
  <Textarea readOnly defaultValue="…" />
</FormField>`}
        >
          <FormField label={t('textarea.internal')} hint={t('textarea.internalHint')}>
            <Textarea disabled defaultValue={t('textarea.internalValue')} />
          </FormField>
          <FormField label={t('textarea.original')}>
            <Textarea readOnly defaultValue={t('textarea.originalValue')} />
          </FormField>
        </DemoCard>
      </div>
    </div>
  )
}

import DOMPurify from 'dompurify'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { RichTextEditor } from '@/components/rich-text/rich-text-editor'
import '@/components/rich-text/rich-text.css'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { DemoCard } from '../components/demo-card'

const MAX_CHARACTERS = 400

/** Stored HTML is shown only once DOMPurify has taken out scripts, handlers, forms and styles (as email does). */
const sanitize = (html: string) =>
  DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'button'], FORBID_ATTR: ['style'] })

/** The text a reader sees, for the character count: an inert document never runs or loads anything. */
const textLength = (html: string) =>
  (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').length

const FULL_CODE = `const [html, setHtml] = useState(initial)
const length = textLength(html)

<span id="notes-label">Release notes</span>
<RichTextEditor
  aria-labelledby="notes-label"
  aria-describedby="notes-count"
  invalid={length > 400}
  value={html}
  onChange={setHtml}
  minHeight="10rem"
/>
<p id="notes-count">{length} / 400 characters</p>`

const MINIMAL_CODE = `<RichTextEditor
  aria-labelledby="comment-label"
  tools={['bold', 'italic']}
  placeholder="Write a comment…"
  value={comment}
  onChange={setComment}
  minHeight="4rem"
/>`

const OUTPUT_CODE = `import DOMPurify from 'dompurify'

const safe = DOMPurify.sanitize(html, {
  FORBID_TAGS: ['style', 'form', 'input', 'button'],
  FORBID_ATTR: ['style'],
})

<div className="rich-text-content" dangerouslySetInnerHTML={{ __html: safe }} />`

function Labelled({ id, label }: { id: string; label: string }) {
  return (
    <span id={id} className="text-sm font-medium">
      {label}
    </span>
  )
}

/** The rich-text editor (tiptap, loaded with the first editor drawn): full, minimal, and its output rendered safely. */
export function EditorPage() {
  const { t } = useTranslation('uiExtensions')
  const ids = useId()
  const initial = useMemo(() => t('editor.full.initial'), [t])
  const [notes, setNotes] = useState(initial)
  const [comment, setComment] = useState('')
  const length = textLength(notes)
  const over = length > MAX_CHARACTERS
  const safe = useMemo(() => sanitize(notes), [notes])
  return (
    <div>
      <PageHeader title={t('editor.title')} intro={t('editor.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard title={t('editor.full.title')} description={t('editor.full.description')} code={FULL_CODE}>
          <div className="grid gap-1.5">
            <Labelled id={`${ids}-notes`} label={t('editor.full.label')} />
            <RichTextEditor
              aria-labelledby={`${ids}-notes`}
              aria-describedby={`${ids}-count`}
              invalid={over}
              value={notes}
              onChange={setNotes}
              minHeight="10rem"
            />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p
                id={`${ids}-count`}
                className={cn('text-sm tabular-nums', over ? 'text-danger-ink' : 'text-muted-foreground')}
              >
                <bdi>
                  {over
                    ? t('editor.full.over', { length, max: MAX_CHARACTERS })
                    : t('editor.full.count', { length, max: MAX_CHARACTERS })}
                </bdi>
              </p>
              <Button
                variant="ghost"
                size="sm"
                disabled={notes === initial}
                onClick={() => setNotes(initial)}
              >
                {t('editor.full.reset')}
              </Button>
            </div>
          </div>
        </DemoCard>
        <DemoCard
          title={t('editor.minimal.title')}
          description={t('editor.minimal.description')}
          code={MINIMAL_CODE}
        >
          <div className="grid gap-1.5">
            <Labelled id={`${ids}-comment`} label={t('editor.minimal.label')} />
            <RichTextEditor
              aria-labelledby={`${ids}-comment`}
              tools={['bold', 'italic']}
              placeholder={t('editor.minimal.placeholder')}
              value={comment}
              onChange={setComment}
              minHeight="4rem"
            />
          </div>
        </DemoCard>
        <DemoCard
          title={t('editor.output.title')}
          description={t('editor.output.description')}
          code={OUTPUT_CODE}
          className="xl:col-span-2"
        >
          <div className="grid gap-4 lg:grid-cols-2">
            <section aria-labelledby={`${ids}-rendered`} className="flex flex-col gap-1.5">
              <h3 id={`${ids}-rendered`} className="text-sm font-semibold">
                {t('editor.output.rendered')}
              </h3>
              {safe ? (
                <div
                  className="rich-text-content min-h-16 rounded-lg border bg-muted/30 px-3 py-2"
                  // sanitised just above
                  // oxlint-disable-next-line react/no-danger
                  dangerouslySetInnerHTML={{ __html: safe }}
                />
              ) : (
                <p className="rounded-lg border border-dashed px-3 py-2 text-sm text-muted-foreground">
                  {t('editor.output.empty')}
                </p>
              )}
            </section>
            <section aria-labelledby={`${ids}-html`} className="flex flex-col gap-1.5">
              <h3 id={`${ids}-html`} className="text-sm font-semibold">
                {t('editor.output.html')}
              </h3>
              <pre
                dir="ltr"
                // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region needs focus
                tabIndex={0}
                aria-labelledby={`${ids}-html`}
                className="max-h-64 overflow-auto rounded-lg bg-muted p-3 font-mono text-xs break-all whitespace-pre-wrap"
              >
                {safe}
              </pre>
            </section>
          </div>
        </DemoCard>
      </div>
    </div>
  )
}

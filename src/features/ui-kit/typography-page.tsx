import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'

/* The heading scale: each level is shown at the size the app uses for it, as a styled paragraph so the page's
 * own outline (h1 > h2 > h3) stays correct for screen readers. */
const HEADINGS = [
  ['h1', 'text-4xl font-semibold'],
  ['h2', 'text-3xl font-semibold'],
  ['h3', 'text-2xl font-semibold'],
  ['h4', 'text-xl font-semibold'],
  ['h5', 'text-lg font-semibold'],
  ['h6', 'text-base font-semibold'],
] as const

const SIZES = ['text-xs', 'text-sm', 'text-base', 'text-lg', 'text-xl'] as const
const WEIGHTS = ['font-light', 'font-normal', 'font-medium', 'font-semibold', 'font-bold'] as const

/* Theme text colours: the -ink forms are the ones that read on the card in both skins. */
const TEXT_COLORS = [
  ['primary', 'text-primary-ink'],
  ['secondary', 'text-secondary-ink'],
  ['success', 'text-success-ink'],
  ['danger', 'text-danger-ink'],
  ['warning', 'text-warning-ink'],
  ['info', 'text-info-ink'],
  ['dark', 'text-dark-ink'],
  ['muted', 'text-muted-foreground'],
] as const

function Sample({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-1 items-baseline gap-x-4 gap-y-1 border-b border-border py-2 last:border-b-0 sm:grid-cols-[10rem_1fr]">
      <code dir="ltr" className="justify-self-start text-xs whitespace-nowrap text-muted-foreground">
        {label}
      </code>
      {children}
    </div>
  )
}

export function TypographyPage() {
  const { t } = useTranslation('uikit')
  return (
    <div>
      <PageHeader title={t('typography.title')} intro={t('typography.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('typography.headings')}</CardTitle>
          </CardHeader>
          <CardContent>
            {HEADINGS.map(([level, className]) => (
              <Sample key={level} label={level}>
                <p className={className}>{t('typography.headingSample', { level: level.toUpperCase() })}</p>
              </Sample>
            ))}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('typography.sizes')}</CardTitle>
          </CardHeader>
          <CardContent>
            {SIZES.map((size) => (
              <Sample key={size} label={size}>
                <p className={size}>{t('typography.bodySample')}</p>
              </Sample>
            ))}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('typography.weights')}</CardTitle>
          </CardHeader>
          <CardContent>
            {WEIGHTS.map((weight) => (
              <Sample key={weight} label={weight}>
                <p className={weight}>{t('typography.bodySample')}</p>
              </Sample>
            ))}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('typography.colors')}</CardTitle>
          </CardHeader>
          <CardContent>
            {TEXT_COLORS.map(([name, className]) => (
              <Sample key={name} label={className}>
                <p className={`font-medium ${className}`}>{t(`colorNames.${name}`)}</p>
              </Sample>
            ))}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('typography.lists')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6 sm:grid-cols-2">
            <ul className="list-disc space-y-1 ps-5">
              <li>{t('typography.listItems.one')}</li>
              <li>
                {t('typography.listItems.two')}
                <ul className="mt-1 list-[circle] space-y-1 ps-5">
                  <li>{t('typography.listItems.nested')}</li>
                </ul>
              </li>
              <li>{t('typography.listItems.three')}</li>
            </ul>
            <ol className="list-decimal space-y-1 ps-5">
              <li>{t('typography.listItems.one')}</li>
              <li>{t('typography.listItems.two')}</li>
              <li>{t('typography.listItems.three')}</li>
            </ol>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('typography.quoteAndCode')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <figure>
              <blockquote className="border-s-4 border-primary ps-4 text-lg italic">
                <p>{t('typography.quote')}</p>
              </blockquote>
              <figcaption className="mt-2 ps-4 text-sm text-muted-foreground">
                {t('typography.quoteSource')}
              </figcaption>
            </figure>
            <p>
              {t('typography.inlineCode')}{' '}
              <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm">npm run dev</code>
            </p>
            <figure>
              <figcaption className="mb-2 text-sm text-muted-foreground">
                {t('typography.codeBlock')}
              </figcaption>
              {/* wraps instead of scrolling, so it reads at phone width without a focusable scroll box */}
              <pre
                dir="ltr"
                className="rounded-md bg-muted p-4 font-mono text-sm break-words whitespace-pre-wrap"
              >
                <code>{`import { Button } from '@/components/ui/button'\n\n<Button variant="primary">Save</Button>`}</code>
              </pre>
            </figure>
          </CardContent>
        </Card>
      </div>
    </div>
  )
}

import Languages from 'lucide-react/icons/languages'
import Minus from 'lucide-react/icons/minus'
import Plus from 'lucide-react/icons/plus'
import { useMemo, useState, useTransition } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { changeLanguage } from '@/i18n'
import { isLanguageCode, LANGUAGES, type LanguageCode } from '@/i18n/languages'
import { dateTimeFormat, numberFormat, relativeTimeFormat } from '@/lib/intl'
import { DemoCard } from '../components/demo-card'

/** The currency each sample shows: the one its readers most likely pay in. */
const CURRENCY: Record<LanguageCode, string> = { en: 'USD', de: 'EUR', fr: 'EUR', pt: 'BRL', ar: 'SAR' }
const QUICK_COUNTS = [0, 1, 2, 3, 11, 100]

const PREVIEW_CODE = `// a fixed t for one language; the namespace loads for it if needed
const { t } = useTranslation('uiExtensions', { lng: 'ar' })
const dir = i18n.dir('ar') // 'rtl'

<section lang="ar" dir={dir}>
  <p>{t('i18n.preview.sentence')}</p>
  {/* ar has six plural forms: _zero, _one, _two, _few, _many, _other */}
  <p>{t('i18n.preview.messages', { count })}</p>
  <p>{numberFormat('ar', { style: 'currency', currency: 'SAR' }).format(1499.5)}</p>
  <p>{relativeTimeFormat('ar', { numeric: 'auto' }).format(-3, 'day')}</p>
</section>`

const APP_CODE = `import { changeLanguage } from '@/i18n'

// loads the namespaces in use, switches, stores the choice and lets the direction follow
<Button onClick={() => changeLanguage('ar')}>Use العربية for the whole app</Button>`

function LanguagePreview({ language, now }: { language: LanguageCode; now: Date }) {
  const { t, i18n } = useTranslation('uiExtensions', { lng: language })
  const [count, setCount] = useState(3)
  const dir = i18n.dir(language)
  const plural = useMemo(() => new Intl.PluralRules(language), [language])
  const formats: [label: string, value: string][] = [
    [t('i18n.preview.number'), numberFormat(language).format(1234567.891)],
    [
      t('i18n.preview.currency', { code: CURRENCY[language] }),
      numberFormat(language, { style: 'currency', currency: CURRENCY[language] }).format(1499.5),
    ],
    [
      t('i18n.preview.percent'),
      numberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(0.256),
    ],
    [t('i18n.preview.date'), dateTimeFormat(language, { dateStyle: 'full' }).format(now)],
    [t('i18n.preview.time'), dateTimeFormat(language, { timeStyle: 'short' }).format(now)],
    [
      t('i18n.preview.relative'),
      `${relativeTimeFormat(language, { numeric: 'auto' }).format(-3, 'day')} · ${relativeTimeFormat(language, { numeric: 'auto' }).format(1, 'day')} · ${relativeTimeFormat(language).format(2, 'hour')}`,
    ],
  ]
  return (
    <section
      lang={language}
      dir={dir}
      aria-label={t('i18n.preview.region')}
      className="grid gap-5 rounded-lg border bg-muted/30 p-4 text-start"
    >
      <div className="grid gap-1">
        <p className="text-lg font-medium">{t('i18n.preview.sentence')}</p>
        <p className="text-sm text-muted-foreground">
          {dir === 'rtl' ? t('i18n.preview.rtl') : t('i18n.preview.ltr')}{' '}
          <code dir="ltr" className="rounded bg-muted px-1 font-mono text-xs text-foreground">
            lang=&quot;{language}&quot; dir=&quot;{dir}&quot;
          </code>
        </p>
      </div>

      <div className="grid gap-3">
        <h3 className="text-sm font-semibold">{t('i18n.preview.pluralTitle')}</h3>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            color="neutral"
            size="icon-sm"
            aria-label={t('i18n.preview.fewer')}
            disabled={count === 0}
            onClick={() => setCount((value) => Math.max(0, value - 1))}
          >
            <Minus aria-hidden />
          </Button>
          <span className="min-w-10 text-center text-lg font-semibold tabular-nums">
            {numberFormat(language).format(count)}
          </span>
          <Button
            variant="outline"
            color="neutral"
            size="icon-sm"
            aria-label={t('i18n.preview.more')}
            onClick={() => setCount((value) => value + 1)}
          >
            <Plus aria-hidden />
          </Button>
          <p aria-live="polite" className="min-w-0 flex-1 basis-48">
            {t('i18n.preview.messages', { count })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">{t('i18n.preview.tryCounts')}</span>
          {QUICK_COUNTS.map((value) => (
            <Button
              key={value}
              variant={value === count ? 'soft' : 'ghost'}
              size="sm"
              aria-pressed={value === count}
              aria-label={t('i18n.preview.setCount', { number: numberFormat(language).format(value) })}
              onClick={() => setCount(value)}
            >
              {numberFormat(language).format(value)}
            </Button>
          ))}
        </div>
        <p className="text-sm text-muted-foreground">
          {t('i18n.preview.category', { category: plural.select(count) })}
        </p>
      </div>

      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">{t('i18n.preview.formatsTitle')}</h3>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {formats.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}

function PreviewDemo() {
  const { t, i18n } = useTranslation('uiExtensions')
  const appLanguage = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'
  const [language, setLanguage] = useState<LanguageCode>(appLanguage === 'ar' ? 'en' : 'ar')
  const [, startTransition] = useTransition()
  const [now] = useState(() => new Date())
  const label = (code: LanguageCode) => LANGUAGES.find((item) => item.code === code)?.label ?? code
  return (
    <div className="grid gap-4">
      <FormField label={t('i18n.preview.select')} hint={t('i18n.preview.selectHint')} className="max-w-xs">
        {(control) => (
          <Select
            value={language}
            // keeps the old preview on screen while the new language's texts load
            onValueChange={(code) => isLanguageCode(code) && startTransition(() => setLanguage(code))}
          >
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {LANGUAGES.map((item) => (
                <SelectItem key={item.code} value={item.code} lang={item.code}>
                  {item.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <LanguagePreview key={language} language={language} now={now} />
      <div className="flex flex-wrap items-center gap-3 border-t pt-4">
        <Button
          variant="outline"
          disabled={language === appLanguage}
          onClick={() => void changeLanguage(language)}
        >
          <Languages aria-hidden />
          <bdi>{t('i18n.preview.useInApp', { language: label(language) })}</bdi>
        </Button>
        <p className="text-sm text-muted-foreground">
          {t('i18n.preview.appIs', { language: label(appLanguage) })}
        </p>
      </div>
    </div>
  )
}

/** The app's i18n at work on one card whose language is switched locally, without touching the app's. */
export function I18nPage() {
  const { t } = useTranslation('uiExtensions')
  return (
    <div>
      <PageHeader title={t('i18n.title')} intro={t('i18n.intro')} />
      <DemoCard
        title={t('i18n.preview.title')}
        description={t('i18n.preview.description')}
        code={`${PREVIEW_CODE}\n\n${APP_CODE}`}
      >
        <PreviewDemo />
      </DemoCard>
    </div>
  )
}

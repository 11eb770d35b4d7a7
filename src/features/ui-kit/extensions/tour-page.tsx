import Play from 'lucide-react/icons/play'
import RotateCcw from 'lucide-react/icons/rotate-ccw'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/toast'
import { cn } from '@/lib/utils'
import { DemoCard } from '../components/demo-card'
import { TourGuide, type TourStep } from './tour-guide'
import { useResumableTour } from './use-resumable-tour'

const TOUR_CODE = `const steps = [
  { target: 'tour-search', title: 'Find a project', text: 'Type part of a name to narrow the list.' },
  { target: 'tour-stats', title: 'This month at a glance', text: '...' },
  // ...
]
// the step is kept in localStorage, so a tour left midway (closed or reloaded) can be resumed; Skip and Done forget it
const tour = useResumableTour('tessera.tour.uiKitProjects', steps.length)
const start = useRef<HTMLButtonElement>(null)

<Button ref={start} onClick={tour.resume}>
  {tour.saved === null ? 'Start the tour' : \`Resume tour (step \${tour.saved + 1} of \${steps.length})\`}
</Button>
{tour.saved !== null && <Button variant="outline" onClick={tour.restart}>Restart</Button>}
<TourGuide
  steps={steps}
  step={tour.step}
  onStepChange={tour.setStep}
  onFinish={tour.finish}
  returnFocusTo={start}
  labels={{ progress: (n, total) => \`Step \${n} of \${total}\`, back: 'Back', next: 'Next', done: 'Done',
    skip: 'Skip tour', close: 'Close the tour' }}
/>

// each target carries the id; the step's target gets data-tour-active for its outline
<div id="tour-search" className="rounded-lg data-tour-active:ring-2 data-tour-active:ring-primary">...</div>`

const PROJECTS = ['atlas', 'beacon', 'cobalt', 'delta'] as const
const STEP_KEYS = ['search', 'stats', 'activity', 'invite', 'restart'] as const
/** Where this page's tour progress is kept between visits. */
const TOUR_STORAGE_KEY = 'tessera.tour.uiKitProjects'

/** Outlines the element the tour points at (the guide sets data-tour-active on it). */
const targetClass =
  'scroll-m-24 rounded-lg transition-shadow data-tour-active:ring-2 data-tour-active:ring-primary data-tour-active:ring-offset-4 data-tour-active:ring-offset-background'

function SearchExample() {
  const { t } = useTranslation('uiExtensions')
  const [query, setQuery] = useState('')
  const names = PROJECTS.map((id) => t(`tour.search.projects.${id}`))
  const found = names.filter((name) => name.toLowerCase().includes(query.trim().toLowerCase()))
  return (
    <div className="flex flex-col gap-3">
      <FormField label={t('tour.search.label')}>
        <Input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </FormField>
      <ul className="flex flex-col gap-1 text-sm" aria-label={t('tour.search.results')}>
        {found.map((name) => (
          <li key={name} className="rounded-md bg-muted px-3 py-1.5">
            {name}
          </li>
        ))}
        {found.length === 0 && <li className="text-muted-foreground">{t('tour.search.none')}</li>}
      </ul>
    </div>
  )
}

function StatsExample() {
  const { t } = useTranslation('uiExtensions')
  const stats = [
    ['tasks', '128'],
    ['reviews', '34'],
    ['releases', '6'],
  ] as const
  return (
    <dl className="grid grid-cols-3 gap-3 text-center">
      {stats.map(([key, value]) => (
        <div key={key} className="flex flex-col-reverse gap-1 rounded-md bg-muted p-3">
          <dt className="text-xs text-muted-foreground">{t(`tour.stats.${key}`)}</dt>
          <dd className="text-xl font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function ActivityExample() {
  const { t } = useTranslation('uiExtensions')
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {(['one', 'two', 'three'] as const).map((key) => (
        <li key={key} className="border-s-2 border-primary ps-3">
          {t(`tour.activity.items.${key}`)}
        </li>
      ))}
    </ul>
  )
}

export function TourPage() {
  const { t } = useTranslation('uiExtensions')
  const tour = useResumableTour(TOUR_STORAGE_KEY, STEP_KEYS.length)
  const start = useRef<HTMLButtonElement>(null)
  const prefix = useId().replace(/:/g, '')
  const idOf = (key: (typeof STEP_KEYS)[number]) => `${prefix}-tour-${key}`
  const steps: TourStep[] = STEP_KEYS.map((key) => ({
    target: idOf(key),
    title: t(`tour.steps.${key}.title`),
    text: t(`tour.steps.${key}.text`),
  }))

  return (
    <div>
      <PageHeader title={t('tour.title')} intro={t('tour.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <div id={idOf('restart')} className={cn(targetClass, 'xl:col-span-2')}>
          <DemoCard
            className="h-full"
            title={t('tour.start.title')}
            description={t('tour.start.description')}
            code={TOUR_CODE}
          >
            <div className="flex flex-wrap gap-3">
              {/* one button that starts or resumes, so the focus comes back to it either way */}
              <Button ref={start} onClick={tour.resume}>
                <Play aria-hidden className="rtl:-scale-x-100" />
                {tour.saved === null
                  ? t('tour.start.button')
                  : t('tour.start.resume', { current: tour.saved + 1, total: STEP_KEYS.length })}
              </Button>
              {tour.saved !== null && (
                <Button variant="outline" color="neutral" onClick={tour.restart}>
                  <RotateCcw aria-hidden />
                  {t('tour.start.restart')}
                </Button>
              )}
            </div>
          </DemoCard>
        </div>
        <div id={idOf('search')} className={targetClass}>
          <DemoCard
            className="h-full"
            title={t('tour.search.title')}
            description={t('tour.search.description')}
          >
            <SearchExample />
          </DemoCard>
        </div>
        <div id={idOf('stats')} className={targetClass}>
          <DemoCard
            className="h-full"
            title={t('tour.stats.title')}
            description={t('tour.stats.description')}
          >
            <StatsExample />
          </DemoCard>
        </div>
        <div id={idOf('activity')} className={targetClass}>
          <DemoCard
            className="h-full"
            title={t('tour.activity.title')}
            description={t('tour.activity.description')}
          >
            <ActivityExample />
          </DemoCard>
        </div>
        <div id={idOf('invite')} className={targetClass}>
          <DemoCard
            className="h-full"
            title={t('tour.invite.title')}
            description={t('tour.invite.description')}
          >
            <Button variant="outline" onClick={() => toast.success(t('tour.invite.sent'))}>
              {t('tour.invite.button')}
            </Button>
          </DemoCard>
        </div>
      </div>
      <TourGuide
        steps={steps}
        step={tour.step}
        onStepChange={tour.setStep}
        onFinish={tour.finish}
        returnFocusTo={start}
        labels={{
          progress: (current, total) => t('tour.progress', { current, total }),
          back: t('tour.back'),
          next: t('tour.next'),
          done: t('tour.done'),
          skip: t('tour.skip'),
          close: t('tour.close'),
        }}
      />
    </div>
  )
}

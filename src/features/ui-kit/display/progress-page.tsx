import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'
import { themeColors } from '@/components/ui/theme-color'
import { numberFormat } from '@/lib/intl'
import { DemoCard } from '../components/demo-card'

/** An upload that advances while it runs, with its label and percentage tied to the bar. */
function LiveProgress() {
  const { t, i18n } = useTranslation('uiDisplay')
  const labelId = useId()
  const [value, setValue] = useState(0)
  const [running, setRunning] = useState(false)
  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => {
      setValue((current) => {
        const next = Math.min(100, current + 7)
        if (next === 100) setRunning(false)
        return next
      })
    }, 250)
    return () => window.clearInterval(timer)
  }, [running])
  const percent = numberFormat(i18n.language, { style: 'percent' }).format(value / 100)
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between text-sm">
        <span id={labelId}>{t('progress.upload')}</span>
        <span className="tabular-nums" aria-hidden>
          {percent}
        </span>
      </div>
      <Progress value={value} aria-labelledby={labelId} color={value === 100 ? 'success' : 'primary'} />
      <p className="min-h-5 text-sm text-muted-foreground" role="status">
        {value === 100 ? t('progress.done') : ''}
      </p>
      <Button
        variant="outline"
        className="self-start"
        disabled={running}
        onClick={() => {
          setValue(0)
          setRunning(true)
        }}
      >
        {value === 0 ? t('progress.start') : t('progress.again')}
      </Button>
    </div>
  )
}

/** Progress bars (Radix): colours, heights, stripes, the unknown amount, and a bar that moves. */
export function ProgressPage() {
  const { t } = useTranslation(['uiDisplay', 'uikit'])
  return (
    <div>
      <PageHeader title={t('progress.title')} intro={t('progress.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('progress.colors')}
          code={`<Progress value={60} color="success" aria-label="Storage used" />`}
          contentClassName="flex flex-col gap-3"
        >
          {themeColors.map((color, index) => (
            <Progress
              key={color}
              value={25 + index * 10}
              color={color}
              aria-label={t('progress.colorBar', { color: t(`uikit:colorNames.${color}`) })}
            />
          ))}
        </DemoCard>
        <DemoCard
          title={t('progress.sizes')}
          description={t('progress.sizesHint')}
          code={`<Progress value={40} size="lg" striped aria-label="Import" />\n<Progress value={null} aria-label="Preparing" />`}
          contentClassName="flex flex-col gap-4"
        >
          <Progress value={40} size="sm" aria-label={t('progress.small')} />
          <Progress value={55} size="md" color="info" striped aria-label={t('progress.striped')} />
          <Progress value={70} size="lg" color="warning" striped aria-label={t('progress.large')} />
          <Progress value={null} color="secondary" aria-label={t('progress.unknown')} />
        </DemoCard>
        <DemoCard
          title={t('progress.live')}
          description={t('progress.liveHint')}
          code={`<span id="upload">Uploading…</span>\n<Progress value={value} aria-labelledby="upload" />`}
        >
          <LiveProgress />
        </DemoCard>
      </div>
    </div>
  )
}

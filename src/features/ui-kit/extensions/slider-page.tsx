import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Slider } from '@/components/ui/slider'
import { themeColors, type ThemeColor } from '@/components/ui/theme-color'
import { useNumberFormat } from '@/components/cards/use-number-format'
import { DemoCard } from '../components/demo-card'

const BASIC_CODE = `const [volume, setVolume] = useState([40])

<div className="flex justify-between">
  <span>Volume</span>
  <span>{volume[0]}%</span>
</div>
<Slider
  thumbLabels={['Volume']}
  valueText={(v) => \`\${v}%\`}
  value={volume}
  onValueChange={setVolume}
/>`

const RANGE_CODE = `const money = useNumberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
const [price, setPrice] = useState([120, 640])

<span>{money(price[0])} – {money(price[1])}</span>
<Slider
  thumbLabels={['Minimum price', 'Maximum price']}
  valueText={money}
  min={0}
  max={1000}
  step={10}
  minStepsBetweenThumbs={5}
  value={price}
  onValueChange={setPrice}
/>
<div className="flex justify-between"><span>{money(0)}</span><span>{money(1000)}</span></div>`

const STEPS_CODE = `<Slider thumbLabels={['Image quality']} step={25} value={quality} onValueChange={setQuality} />
{/* the marks sit on a strip inset by half a thumb, as the thumb's centre is */}
<div className="relative mx-3 h-5">
  {[0, 25, 50, 75, 100].map((mark) => (
    <span key={mark} className="absolute flex w-0 justify-center" style={{ insetInlineStart: \`\${mark}%\` }}>
      {percent(mark / 100)}
    </span>
  ))}
</div>`

const VERTICAL_CODE = `<Slider
  orientation="vertical"
  className="h-40"
  thumbLabels={['Bass']}
  min={-12}
  max={12}
  value={bass}
  onValueChange={setBass}
/>`

const DISABLED_CODE = `<Slider disabled thumbLabels={['Upload limit']} defaultValue={[250]} max={1000} />`

const COLORS_CODE = `<Slider color="success" thumbLabels={['Success']} defaultValue={[60]} />
<Slider color="warning" thumbLabels={['Warning']} defaultValue={[60]} />
<Slider color="danger" thumbLabels={['Danger']} defaultValue={[60]} />`

/** The slider's visible name (which its thumb's accessible name repeats) and its current value. */
function LabelRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <span className="text-sm font-medium">{label}</span>
      <bdi className="text-sm text-muted-foreground tabular-nums">{value}</bdi>
    </div>
  )
}

function BasicDemo() {
  const { t } = useTranslation('uiExtensions')
  const percent = useNumberFormat({ style: 'percent' })
  const [volume, setVolume] = useState([40])
  return (
    <div className="grid gap-3">
      <LabelRow label={t('slider.basic.label')} value={percent(volume[0] / 100)} />
      <Slider
        thumbLabels={[t('slider.basic.label')]}
        valueText={(value) => percent(value / 100)}
        value={volume}
        onValueChange={setVolume}
      />
    </div>
  )
}

const PRICE_MAX = 1000

function RangeDemo() {
  const { t } = useTranslation('uiExtensions')
  const money = useNumberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
  const [price, setPrice] = useState([120, 640])
  return (
    <div className="grid gap-3">
      <LabelRow
        label={t('slider.range.label')}
        value={t('slider.range.between', { min: money(price[0]), max: money(price[1]) })}
      />
      <Slider
        thumbLabels={[t('slider.range.minimum'), t('slider.range.maximum')]}
        valueText={money}
        min={0}
        max={PRICE_MAX}
        step={10}
        minStepsBetweenThumbs={5}
        value={price}
        onValueChange={setPrice}
      />
      <div aria-hidden className="flex justify-between text-xs text-muted-foreground tabular-nums">
        <span>{money(0)}</span>
        <span>{money(PRICE_MAX)}</span>
      </div>
    </div>
  )
}

const MARKS = [0, 25, 50, 75, 100]

function StepsDemo() {
  const { t } = useTranslation('uiExtensions')
  const percent = useNumberFormat({ style: 'percent' })
  const [quality, setQuality] = useState([75])
  return (
    <div className="grid gap-2">
      <LabelRow
        label={t('slider.steps.label')}
        value={t(`slider.steps.levels.${quality[0]}` as 'slider.steps.levels.0')}
      />
      <Slider
        thumbLabels={[t('slider.steps.label')]}
        valueText={(value) =>
          `${percent(value / 100)}, ${t(`slider.steps.levels.${value}` as 'slider.steps.levels.0')}`
        }
        step={25}
        value={quality}
        onValueChange={setQuality}
      />
      {/* the thumb's centre runs from half a thumb in to half a thumb before the end: the marks do too */}
      <div aria-hidden className="relative mx-3 h-5 text-xs text-muted-foreground tabular-nums">
        {MARKS.map((mark) => (
          <span
            key={mark}
            className="absolute top-0 flex w-0 flex-col items-center"
            style={{ insetInlineStart: `${mark}%` }}
          >
            <span className="h-1.5 w-px bg-border" />
            <span className={mark === quality[0] ? 'font-semibold text-foreground' : undefined}>
              {percent(mark / 100)}
            </span>
          </span>
        ))}
      </div>
    </div>
  )
}

const BANDS = ['bass', 'mid', 'treble'] as const

function VerticalDemo() {
  const { t } = useTranslation('uiExtensions')
  const id = useId()
  const signed = useNumberFormat({ signDisplay: 'exceptZero' })
  const decibels = (value: number) => t('slider.vertical.gain', { value: signed(value) })
  const [gains, setGains] = useState<Record<(typeof BANDS)[number], number>>({ bass: 4, mid: 0, treble: -3 })
  return (
    <div role="group" aria-labelledby={`${id}-title`} className="grid gap-3">
      <span id={`${id}-title`} className="text-sm font-medium">
        {t('slider.vertical.label')}
      </span>
      <div className="flex gap-8">
        {BANDS.map((band) => (
          <div key={band} className="flex flex-col items-center gap-2">
            <bdi className="text-sm text-muted-foreground tabular-nums">{decibels(gains[band])}</bdi>
            <Slider
              orientation="vertical"
              className="h-36"
              thumbLabels={[t(`slider.vertical.${band}`)]}
              valueText={decibels}
              min={-12}
              max={12}
              value={[gains[band]]}
              onValueChange={([value]) => setGains((current) => ({ ...current, [band]: value }))}
            />
            <span className="text-sm">{t(`slider.vertical.${band}`)}</span>
          </div>
        ))}
      </div>
    </div>
  )
}

function DisabledDemo() {
  const { t } = useTranslation('uiExtensions')
  const megabytes = useNumberFormat({ style: 'unit', unit: 'megabyte' })
  return (
    <div className="grid gap-3">
      <LabelRow label={t('slider.disabled.label')} value={megabytes(250)} />
      <Slider
        disabled
        thumbLabels={[t('slider.disabled.label')]}
        valueText={megabytes}
        defaultValue={[250]}
        max={1000}
      />
      <p className="text-sm text-muted-foreground">{t('slider.disabled.why')}</p>
    </div>
  )
}

function ColorsDemo() {
  const { t } = useTranslation('uiExtensions')
  return (
    <div className="grid gap-4">
      {themeColors.map((color: ThemeColor, index) => (
        <div key={color} className="flex items-center gap-4">
          <span className="w-24 shrink-0 text-sm">{t(`slider.colors.${color}`)}</span>
          <Slider
            color={color}
            thumbLabels={[t(`slider.colors.${color}`)]}
            defaultValue={[30 + index * 10]}
          />
        </div>
      ))}
    </div>
  )
}

/** The slider primitive: one value, a range with currency, steps with marks, vertical, disabled and colours. */
export function SliderPage() {
  const { t } = useTranslation('uiExtensions')
  return (
    <div>
      <PageHeader title={t('slider.title')} intro={t('slider.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('slider.basic.title')}
          description={t('slider.basic.description')}
          code={BASIC_CODE}
        >
          <BasicDemo />
        </DemoCard>
        <DemoCard
          title={t('slider.range.title')}
          description={t('slider.range.description')}
          code={RANGE_CODE}
        >
          <RangeDemo />
        </DemoCard>
        <DemoCard
          title={t('slider.steps.title')}
          description={t('slider.steps.description')}
          code={STEPS_CODE}
        >
          <StepsDemo />
        </DemoCard>
        <DemoCard
          title={t('slider.vertical.title')}
          description={t('slider.vertical.description')}
          code={VERTICAL_CODE}
        >
          <VerticalDemo />
        </DemoCard>
        <DemoCard
          title={t('slider.disabled.title')}
          description={t('slider.disabled.description')}
          code={DISABLED_CODE}
        >
          <DisabledDemo />
        </DemoCard>
        <DemoCard
          title={t('slider.colors.title')}
          description={t('slider.colors.description')}
          code={COLORS_CODE}
        >
          <ColorsDemo />
        </DemoCard>
      </div>
    </div>
  )
}

import Heart from 'lucide-react/icons/heart'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Rating, type RatingSize } from '@/components/ui/rating'
import { themeColors } from '@/components/ui/theme-color'
import { useNumberFormat } from '@/components/cards/use-number-format'
import { DemoCard } from '../components/demo-card'

const BASIC_CODE = `const [rating, setRating] = useState<number | null>(null)

<span>Rate your stay</span>
<Rating label="Rate your stay" value={rating} onValueChange={setRating} />`

const READ_ONLY_CODE = `<Rating readOnly value={product.rating} size="sm" />  {/* 3.5 → "Rated 3.5 out of 5" */}`

const SIZES_CODE = `<Rating label="Small" size="sm" defaultValue={3} />
<Rating label="Large" size="lg" defaultValue={3} />`

const COLORS_CODE = `<Rating readOnly value={4} color="danger" />`

const CLEARABLE_CODE = `<Rating label="Delivery" clearable value={rating} onValueChange={setRating} />`

const COUNT_CODE = `<Rating label="How likely are you to recommend us?" count={10} icon={Heart} color="danger" />`

const DISABLED_CODE = `<Rating label="Rating closed" disabled defaultValue={4} />`

/** A rating's visible name, the group it names and what is chosen. */
function LabelledRating({ label, children, value }: { label: string; children: ReactNode; value?: string }) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm font-medium">{label}</span>
        {value !== undefined && <span className="text-sm text-muted-foreground">{value}</span>}
      </div>
      <div>{children}</div>
    </div>
  )
}

function BasicDemo() {
  const { t } = useTranslation(['uiExtensions', 'common'])
  const [rating, setRating] = useState<number | null>(null)
  return (
    <LabelledRating
      label={t('ratings.basic.label')}
      value={rating === null ? t('ratings.notRated') : t('common:rating.stars', { count: rating })}
    >
      <Rating label={t('ratings.basic.label')} value={rating} onValueChange={setRating} />
    </LabelledRating>
  )
}

const PRODUCTS = [
  { key: 'headphones', rating: 4.5, reviews: 1284 },
  { key: 'kettle', rating: 3.5, reviews: 312 },
  { key: 'lamp', rating: 2, reviews: 41 },
] as const

function ReadOnlyDemo() {
  const { t } = useTranslation('uiExtensions')
  const number = useNumberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const count = useNumberFormat()
  return (
    <ul className="divide-y">
      {PRODUCTS.map((product) => (
        <li key={product.key} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
          <span className="text-sm font-medium">{t(`ratings.readOnly.${product.key}`)}</span>
          <span className="flex items-center gap-2">
            <Rating readOnly value={product.rating} size="sm" />
            <span aria-hidden className="text-sm tabular-nums">
              {number(product.rating)}
            </span>
            <bdi className="text-sm text-muted-foreground">
              {t('ratings.readOnly.reviews', { count: product.reviews, formatted: count(product.reviews) })}
            </bdi>
          </span>
        </li>
      ))}
    </ul>
  )
}

const SIZES: RatingSize[] = ['sm', 'md', 'lg']

function SizesDemo() {
  const { t } = useTranslation('uiExtensions')
  return (
    <div className="grid gap-4">
      {SIZES.map((size) => (
        <LabelledRating key={size} label={t(`ratings.sizes.${size}`)}>
          <Rating label={t(`ratings.sizes.${size}`)} size={size} defaultValue={3} />
        </LabelledRating>
      ))}
    </div>
  )
}

function ColorsDemo() {
  const { t } = useTranslation(['uiExtensions', 'uikit'])
  return (
    <ul className="grid gap-2.5 sm:grid-cols-2">
      {themeColors.map((color, index) => (
        <li key={color} className="flex items-center justify-between gap-3">
          <span className="text-sm">{t(`uikit:colorNames.${color}`)}</span>
          <Rating readOnly value={5 - index * 0.5} color={color} />
        </li>
      ))}
    </ul>
  )
}

function ClearableDemo() {
  const { t } = useTranslation(['uiExtensions', 'common'])
  const [rating, setRating] = useState<number | null>(4)
  return (
    <div className="grid gap-3">
      <LabelledRating
        label={t('ratings.clearable.label')}
        value={rating === null ? t('ratings.notRated') : t('common:rating.stars', { count: rating })}
      >
        <div className="flex flex-wrap items-center gap-3">
          <Rating label={t('ratings.clearable.label')} clearable value={rating} onValueChange={setRating} />
          <Button variant="ghost" size="sm" disabled={rating === null} onClick={() => setRating(null)}>
            {t('ratings.clearable.clear')}
          </Button>
        </div>
      </LabelledRating>
      <p className="text-sm text-muted-foreground">{t('ratings.clearable.hint')}</p>
    </div>
  )
}

function CountDemo() {
  const { t } = useTranslation('uiExtensions')
  const [score, setScore] = useState<number | null>(8)
  return (
    <LabelledRating label={t('ratings.count.label')} value={score === null ? '–' : `${score} / 10`}>
      <Rating
        label={t('ratings.count.label')}
        count={10}
        icon={Heart}
        color="danger"
        size="sm"
        value={score}
        onValueChange={setScore}
        className="flex-wrap"
      />
    </LabelledRating>
  )
}

/** The rating primitive: choose, read only with halves, sizes, colours, clearable, ten hearts and disabled. */
export function RatingsPage() {
  const { t } = useTranslation('uiExtensions')
  return (
    <div>
      <PageHeader title={t('ratings.title')} intro={t('ratings.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('ratings.basic.title')}
          description={t('ratings.basic.description')}
          code={BASIC_CODE}
        >
          <BasicDemo />
        </DemoCard>
        <DemoCard
          title={t('ratings.readOnly.title')}
          description={t('ratings.readOnly.description')}
          code={READ_ONLY_CODE}
        >
          <ReadOnlyDemo />
        </DemoCard>
        <DemoCard
          title={t('ratings.sizes.title')}
          description={t('ratings.sizes.description')}
          code={SIZES_CODE}
        >
          <SizesDemo />
        </DemoCard>
        <DemoCard
          title={t('ratings.colors.title')}
          description={t('ratings.colors.description')}
          code={COLORS_CODE}
        >
          <ColorsDemo />
        </DemoCard>
        <DemoCard
          title={t('ratings.clearable.title')}
          description={t('ratings.clearable.description')}
          code={CLEARABLE_CODE}
        >
          <ClearableDemo />
        </DemoCard>
        <DemoCard
          title={t('ratings.count.title')}
          description={t('ratings.count.description')}
          code={COUNT_CODE}
        >
          <CountDemo />
        </DemoCard>
        <DemoCard
          title={t('ratings.disabled.title')}
          description={t('ratings.disabled.description')}
          code={DISABLED_CODE}
        >
          <LabelledRating label={t('ratings.disabled.label')}>
            <Rating label={t('ratings.disabled.label')} disabled defaultValue={4} />
          </LabelledRating>
        </DemoCard>
      </div>
    </div>
  )
}

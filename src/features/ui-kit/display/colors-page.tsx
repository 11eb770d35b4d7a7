import { useTranslation } from 'react-i18next'
import { themeColors } from '@/components/ui/theme-color'
import { DemoCard } from '../components/demo-card'
import { PageHeader } from '../components/page-header'
import { ContrastSwatch } from './components/contrast-swatch'

/* Spelled out so Tailwind finds every class. */
const SOLID = {
  primary: 'bg-primary text-white',
  secondary: 'bg-secondary text-white',
  success: 'bg-success text-white',
  danger: 'bg-danger text-white',
  warning: 'bg-warning text-white',
  info: 'bg-info text-white',
  dark: 'bg-dark text-white',
} as const
const LIGHT = {
  primary: 'bg-primary-light text-primary-ink',
  secondary: 'bg-secondary-light text-secondary-ink',
  success: 'bg-success-light text-success-ink',
  danger: 'bg-danger-light text-danger-ink',
  warning: 'bg-warning-light text-warning-ink',
  info: 'bg-info-light text-info-ink',
  dark: 'bg-dark-light text-dark-ink',
} as const
const INK = {
  primary: 'bg-card text-primary-ink border border-border',
  secondary: 'bg-card text-secondary-ink border border-border',
  success: 'bg-card text-success-ink border border-border',
  danger: 'bg-card text-danger-ink border border-border',
  warning: 'bg-card text-warning-ink border border-border',
  info: 'bg-card text-info-ink border border-border',
  dark: 'bg-card text-dark-ink border border-border',
} as const

const CODE = `import { solidColorClass, softColorClass, inkColorClass } from '@/components/ui/theme-color'

<div className="bg-primary text-white">Fill with white text</div>
<div className="bg-primary-light text-primary-ink">Light variant with ink text</div>
<p className="text-primary-ink">Ink text on the page or a card</p>
<div className={solidColorClass.success}>Saved</div>`

export function ColorsPage() {
  const { t } = useTranslation('uiDisplay')
  const { t: tk } = useTranslation('uikit')
  return (
    <div>
      <PageHeader title={t('colors.title')} intro={t('colors.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        {themeColors.map((color) => (
          <DemoCard
            key={color}
            title={tk(`colorNames.${color}`)}
            description={t('colors.cardDescription')}
            code={color === 'primary' ? CODE : undefined}
            contentClassName="grid grid-cols-1 gap-4 sm:grid-cols-3"
          >
            <ContrastSwatch
              className={SOLID[color]}
              label={t('colors.solid')}
              token={`bg-${color} · var(--${color})`}
              sample={t('colors.sample')}
            />
            <ContrastSwatch
              className={LIGHT[color]}
              label={t('colors.light')}
              token={`bg-${color}-light · var(--${color}-light)`}
              sample={t('colors.sample')}
            />
            <ContrastSwatch
              className={INK[color]}
              label={t('colors.ink')}
              token={`text-${color}-ink · var(--${color}-ink)`}
              sample={t('colors.sample')}
            />
          </DemoCard>
        ))}
      </div>
    </div>
  )
}

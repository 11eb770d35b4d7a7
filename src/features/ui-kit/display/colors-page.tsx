import { useTranslation } from 'react-i18next'
import {
  inkColorClass,
  softColorClass,
  solidColorClass,
  themeColors,
  type ThemeColor,
} from '@/components/ui/theme-color'
import { PageHeader } from '@/components/page-header'
import { DemoCard } from '../components/demo-card'
import { ContrastSwatch } from './components/contrast-swatch'

/* The app's own colour maps, so the page shows exactly what the primitives draw. */
const SOLID = solidColorClass
const LIGHT = softColorClass
const INK = Object.fromEntries(
  themeColors.map((color) => [color, `bg-card border border-border ${inkColorClass[color]}`]),
) as Record<ThemeColor, string>

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

import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { inkColorClass, themeColors } from '@/components/ui/theme-color'
import { DemoCard } from '../components/demo-card'

/** The spinner: sizes, theme colours, the pulsing dot, inside buttons, and the status text screen readers hear. */
export function SpinnersPage() {
  const { t } = useTranslation(['uiDisplay', 'uikit'])
  return (
    <div>
      <PageHeader title={t('spinners.title')} intro={t('spinners.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('spinners.sizes')}
          description={t('spinners.sizesHint')}
          code={`<Spinner size="lg" label="Loading orders" />`}
          contentClassName="flex flex-wrap items-center gap-6"
        >
          <Spinner size="sm" label={t('spinners.loading')} />
          <Spinner label={t('spinners.loading')} />
          <Spinner size="lg" label={t('spinners.loading')} />
        </DemoCard>
        <DemoCard
          title={t('spinners.colors')}
          code={`<Spinner className="text-success-ink" label="Saving" />`}
          contentClassName="flex flex-wrap items-center gap-5"
        >
          {themeColors.map((color) => (
            <Spinner
              key={color}
              size="lg"
              className={inkColorClass[color]}
              label={`${t('spinners.loading')} (${t(`uikit:colorNames.${color}`)})`}
            />
          ))}
        </DemoCard>
        <DemoCard
          title={t('spinners.grow')}
          description={t('spinners.growHint')}
          code={`<span role="status" className="relative flex size-4">\n  <span className="absolute size-full animate-ping rounded-full bg-primary/60" />\n  <span className="size-4 rounded-full bg-primary" />\n</span>`}
          contentClassName="flex flex-wrap items-center gap-6"
        >
          {['bg-primary', 'bg-success', 'bg-danger'].map((fill) => (
            <span key={fill} role="status" className="relative flex size-4">
              <span className={`absolute size-full animate-ping rounded-full opacity-60 ${fill}`} />
              <span className={`size-4 rounded-full ${fill}`} />
              <span className="sr-only">{t('spinners.live')}</span>
            </span>
          ))}
        </DemoCard>
        <DemoCard
          title={t('spinners.inButtons')}
          description={t('spinners.inButtonsHint')}
          code={`<Button loading>Saving</Button>\n<Button disabled><Spinner size="sm" /> Uploading</Button>`}
          contentClassName="flex flex-wrap items-center gap-3"
        >
          <Button loading>{t('spinners.saving')}</Button>
          <Button variant="outline" disabled>
            <Spinner size="sm" />
            {t('spinners.uploading')}
          </Button>
        </DemoCard>
      </div>
    </div>
  )
}

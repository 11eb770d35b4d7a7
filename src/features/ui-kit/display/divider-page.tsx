import Sparkles from 'lucide-react/icons/sparkles'
import Star from 'lucide-react/icons/star'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Separator } from '@/components/ui/separator'
import { themeColors } from '@/components/ui/theme-color'
import { DemoCard } from '../components/demo-card'

const BASIC_CODE = `<p>Your plan renews on 1 March.</p>
<Separator className="my-4" />
<p>Invoices are sent to billing@example.com.</p>`

const LABEL_CODE = `<Separator label="Start" labelPosition="start" />
<Separator label="Or" />
<Separator label="End" labelPosition="end" />`

const STYLES_CODE = `<Separator variant="dashed" />
<Separator variant="dotted" label="Dotted" />`

const COLORS_CODE = `<Separator color="success" label="Success" />`

const ICON_CODE = `<Separator label={<Star aria-hidden className="size-4" />} color="warning" />`

const VERTICAL_CODE = `<div className="flex h-6 items-center gap-3">
  <a href="#">Docs</a>
  <Separator orientation="vertical" />
  <a href="#">Support</a>
</div>`

const SEMANTIC_CODE = `{/* a separator screen readers announce, named by its label */}
<Separator decorative={false} label="Yesterday" />`

/** Separator: plain, with a label at the start, centre or end, dashed and dotted, colours, icons, vertical. */
export function DividerPage() {
  const { t } = useTranslation(['uiDisplay', 'uikit'])
  return (
    <div>
      <PageHeader title={t('divider.title')} intro={t('divider.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('divider.basic.title')}
          description={t('divider.basic.description')}
          code={BASIC_CODE}
        >
          <p className="text-sm">{t('divider.basic.first')}</p>
          <Separator className="my-4" />
          <p className="text-sm">{t('divider.basic.second')}</p>
        </DemoCard>
        <DemoCard
          title={t('divider.label.title')}
          description={t('divider.label.description')}
          code={LABEL_CODE}
          contentClassName="flex flex-col gap-5"
        >
          <Separator label={t('divider.label.start')} labelPosition="start" />
          <Separator label={t('divider.label.center')} />
          <Separator label={t('divider.label.end')} labelPosition="end" />
        </DemoCard>
        <DemoCard
          title={t('divider.styles.title')}
          description={t('divider.styles.description')}
          code={STYLES_CODE}
          contentClassName="flex flex-col gap-5"
        >
          <Separator />
          <Separator variant="dashed" />
          <Separator variant="dotted" />
          <Separator variant="dashed" label={t('divider.styles.dashed')} />
          <Separator variant="dotted" label={t('divider.styles.dotted')} />
        </DemoCard>
        <DemoCard
          title={t('divider.colors.title')}
          description={t('divider.colors.description')}
          code={COLORS_CODE}
          contentClassName="flex flex-col gap-4"
        >
          {themeColors.map((color) => (
            <Separator key={color} color={color} label={t(`uikit:colorNames.${color}`)} />
          ))}
        </DemoCard>
        <DemoCard
          title={t('divider.icon.title')}
          description={t('divider.icon.description')}
          code={ICON_CODE}
          contentClassName="flex flex-col gap-5"
        >
          <Separator color="warning" label={<Star aria-hidden className="size-4 text-warning-ink" />} />
          <Separator
            variant="dashed"
            color="primary"
            labelPosition="start"
            label={
              <>
                <Sparkles aria-hidden className="size-4 text-primary-ink" />
                {t('divider.icon.new')}
              </>
            }
          />
        </DemoCard>
        <DemoCard
          title={t('divider.vertical.title')}
          description={t('divider.vertical.description')}
          code={VERTICAL_CODE}
          contentClassName="flex flex-col gap-6"
        >
          <div className="flex h-6 flex-wrap items-center gap-3 text-sm">
            <span>{t('divider.vertical.docs')}</span>
            <Separator orientation="vertical" />
            <span>{t('divider.vertical.support')}</span>
            <Separator orientation="vertical" />
            <span>{t('divider.vertical.status')}</span>
          </div>
          <div className="flex h-28 items-stretch gap-4">
            <div className="flex flex-1 items-center justify-center">
              <Button variant="outline">{t('divider.vertical.signIn')}</Button>
            </div>
            <Separator orientation="vertical" label={t('divider.vertical.or')} />
            <div className="flex flex-1 items-center justify-center">
              <Button>{t('divider.vertical.create')}</Button>
            </div>
          </div>
        </DemoCard>
        <DemoCard
          title={t('divider.semantic.title')}
          description={t('divider.semantic.description')}
          code={SEMANTIC_CODE}
          className="xl:col-span-2"
        >
          <ul className="flex flex-col gap-3 text-sm">
            <li className="rounded-md bg-muted px-3 py-2">{t('divider.semantic.older')}</li>
            <li>
              <Separator decorative={false} label={t('divider.semantic.today')} />
            </li>
            <li className="rounded-md bg-muted px-3 py-2">{t('divider.semantic.newer')}</li>
          </ul>
        </DemoCard>
      </div>
    </div>
  )
}

import Copy from 'lucide-react/icons/copy'
import Info from 'lucide-react/icons/info'
import Pencil from 'lucide-react/icons/pencil'
import Trash2 from 'lucide-react/icons/trash'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip'
import { DemoCard } from '../components/demo-card'

const SIDES = ['top', 'right', 'bottom', 'left'] as const

/** Tooltips: the four sides, on icon buttons, on a disabled control, and with richer content. */
export function TooltipsPage() {
  const { t } = useTranslation('uiDisplay')
  return (
    <TooltipProvider>
      <PageHeader title={t('tooltips.title')} intro={t('tooltips.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('tooltips.sides')}
          description={t('tooltips.sidesHint')}
          code={`<Tooltip>\n  <TooltipTrigger asChild><Button>Top</Button></TooltipTrigger>\n  <TooltipContent side="top">Shown above</TooltipContent>\n</Tooltip>`}
          contentClassName="flex flex-wrap gap-3"
        >
          {SIDES.map((side) => (
            <Tooltip key={side}>
              <TooltipTrigger asChild>
                <Button variant="outline">{t(`tooltips.side.${side}`)}</Button>
              </TooltipTrigger>
              <TooltipContent side={side}>
                {t('tooltips.shownOn', { side: t(`tooltips.side.${side}`) })}
              </TooltipContent>
            </Tooltip>
          ))}
        </DemoCard>
        <DemoCard
          title={t('tooltips.iconButtons')}
          description={t('tooltips.iconButtonsHint')}
          code={`<Tooltip>\n  <TooltipTrigger asChild>\n    <Button size="icon" variant="ghost" aria-label="Edit"><Pencil aria-hidden /></Button>\n  </TooltipTrigger>\n  <TooltipContent>Edit</TooltipContent>\n</Tooltip>`}
          contentClassName="flex flex-wrap gap-2"
        >
          {(
            [
              ['edit', Pencil],
              ['duplicate', Copy],
              ['delete', Trash2],
            ] as const
          ).map(([key, Icon]) => (
            <Tooltip key={key}>
              <TooltipTrigger asChild>
                <Button size="icon" variant="ghost" aria-label={t(`tooltips.actions.${key}`)}>
                  <Icon aria-hidden />
                </Button>
              </TooltipTrigger>
              <TooltipContent>{t(`tooltips.actions.${key}`)}</TooltipContent>
            </Tooltip>
          ))}
        </DemoCard>
        <DemoCard
          title={t('tooltips.disabled')}
          description={t('tooltips.disabledHint')}
          code={`<Tooltip>\n  <TooltipTrigger asChild>\n    <span tabIndex={0}><Button disabled>Publish</Button></span>\n  </TooltipTrigger>\n  <TooltipContent>Add a title first</TooltipContent>\n</Tooltip>`}
        >
          <Tooltip>
            <TooltipTrigger asChild>
              {/* a disabled button gets no pointer or focus events: the wrapper takes them for it */}
              {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it carries the tooltip for the disabled button */}
              <span tabIndex={0} className="inline-flex rounded-lg">
                <Button disabled>{t('tooltips.publish')}</Button>
              </span>
            </TooltipTrigger>
            <TooltipContent>{t('tooltips.publishWhy')}</TooltipContent>
          </Tooltip>
        </DemoCard>
        <DemoCard title={t('tooltips.rich')} code={`<TooltipContent className="max-w-60">…</TooltipContent>`}>
          <Tooltip>
            <TooltipTrigger asChild>
              <Button variant="soft" color="info">
                <Info aria-hidden />
                {t('tooltips.vat')}
              </Button>
            </TooltipTrigger>
            <TooltipContent className="max-w-60 p-3">
              <p className="font-semibold">{t('tooltips.vatTitle')}</p>
              <p>{t('tooltips.vatBody')}</p>
            </TooltipContent>
          </Tooltip>
        </DemoCard>
      </div>
    </TooltipProvider>
  )
}

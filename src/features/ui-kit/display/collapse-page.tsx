import ChevronDown from 'lucide-react/icons/chevron-down'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible'
import { DemoCard } from '../components/demo-card'

const PANELS = ['shipping', 'billing', 'notes'] as const

/** Collapsible panels (Radix): the trigger says whether its panel is open; panels open on their own. */
export function CollapsePage() {
  const { t } = useTranslation('uiDisplay')
  const [open, setOpen] = useState(false)
  return (
    <div>
      <PageHeader title={t('collapse.title')} intro={t('collapse.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('collapse.basic')}
          description={t('collapse.basicHint')}
          code={`<Collapsible open={open} onOpenChange={setOpen}>\n  <CollapsibleTrigger asChild><Button>Show details</Button></CollapsibleTrigger>\n  <CollapsibleContent>…</CollapsibleContent>\n</Collapsible>`}
        >
          <Collapsible open={open} onOpenChange={setOpen} className="flex flex-col gap-3">
            <CollapsibleTrigger asChild>
              <Button variant="outline" className="self-start">
                {open ? t('collapse.hide') : t('collapse.show')}
                <ChevronDown
                  aria-hidden
                  className={open ? 'rotate-180 transition-transform' : 'transition-transform'}
                />
              </Button>
            </CollapsibleTrigger>
            <CollapsibleContent>
              <p className="rounded-lg bg-muted p-4 text-sm">{t('collapse.details')}</p>
            </CollapsibleContent>
          </Collapsible>
        </DemoCard>
        <DemoCard
          title={t('collapse.several')}
          description={t('collapse.severalHint')}
          code={`{panels.map((panel) => <Collapsible key={panel}>…</Collapsible>)}`}
          contentClassName="flex flex-col divide-y rounded-lg border"
        >
          {PANELS.map((panel) => (
            <Collapsible key={panel} defaultOpen={panel === 'shipping'}>
              <CollapsibleTrigger className="group flex min-h-11 w-full items-center justify-between px-4 text-start font-medium hover:bg-muted">
                {t(`collapse.panels.${panel}.title`)}
                <ChevronDown
                  aria-hidden
                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                />
              </CollapsibleTrigger>
              <CollapsibleContent>
                <p className="px-4 pb-4 text-sm text-muted-foreground">
                  {t(`collapse.panels.${panel}.body`)}
                </p>
              </CollapsibleContent>
            </Collapsible>
          ))}
        </DemoCard>
      </div>
    </div>
  )
}

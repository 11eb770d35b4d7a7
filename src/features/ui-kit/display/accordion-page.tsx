import CreditCard from 'lucide-react/icons/credit-card'
import Package from 'lucide-react/icons/package'
import Truck from 'lucide-react/icons/truck'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion'
import { DemoCard } from '../components/demo-card'

const QUESTIONS = ['shipping', 'returns', 'payment'] as const
const ICONS = { shipping: Truck, returns: Package, payment: CreditCard }

/** The app's accordion (Radix): one open at a time, several at once, with icons, and one open from the start. */
export function AccordionPage() {
  const { t } = useTranslation('uiDisplay')
  const items = (withIcons = false) =>
    QUESTIONS.map((key) => {
      const Icon = ICONS[key]
      return (
        <AccordionItem key={key} value={key}>
          <AccordionTrigger>
            <span className="flex items-center gap-2">
              {withIcons && <Icon aria-hidden className="size-4 text-primary-ink" />}
              {t(`accordion.items.${key}.question`)}
            </span>
          </AccordionTrigger>
          <AccordionContent>{t(`accordion.items.${key}.answer`)}</AccordionContent>
        </AccordionItem>
      )
    })
  return (
    <div>
      <PageHeader title={t('accordion.title')} intro={t('accordion.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('accordion.single')}
          description={t('accordion.singleHint')}
          code={`<Accordion type="single" collapsible>\n  <AccordionItem value="shipping">\n    <AccordionTrigger>…</AccordionTrigger>\n    <AccordionContent>…</AccordionContent>\n  </AccordionItem>\n</Accordion>`}
        >
          <Accordion type="single" collapsible>
            {items()}
          </Accordion>
        </DemoCard>
        <DemoCard
          title={t('accordion.multiple')}
          description={t('accordion.multipleHint')}
          code={`<Accordion type="multiple" defaultValue={['returns']}>…</Accordion>`}
        >
          <Accordion type="multiple" defaultValue={['returns']}>
            {items()}
          </Accordion>
        </DemoCard>
        <DemoCard
          title={t('accordion.withIcons')}
          code={`<AccordionTrigger><Truck aria-hidden /> Shipping</AccordionTrigger>`}
        >
          <Accordion type="single" collapsible defaultValue="shipping">
            {items(true)}
          </Accordion>
        </DemoCard>
      </div>
    </div>
  )
}

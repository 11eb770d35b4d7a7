import { useTranslation } from 'react-i18next'
import type { FaqCategoryId, FaqReply } from '@contract/faq'
import { FAQ_CATEGORIES } from '@contract/faq.values'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { Highlight } from './highlight'
import { HelpIcon } from './help-icon'

interface FaqCategoriesProps {
  faq: FaqReply
  /** The chosen category; when it has no questions for this search, the first that has. */
  category: FaqCategoryId | undefined
  q: string
  onCategory: (category: FaqCategoryId) => void
}

/** Category tabs beside an accordion of the chosen category's questions, the search text marked. */
export function FaqCategories({ faq, category, q, onCategory }: FaqCategoriesProps) {
  const { t } = useTranslation('help')
  const present = FAQ_CATEGORIES.filter((id) => faq[id])
  const active = category && faq[category] ? category : present[0]
  return (
    <Tabs
      value={active}
      onValueChange={(next) => onCategory(next as FaqCategoryId)}
      orientation="vertical"
      className="flex flex-col gap-6 lg:flex-row lg:items-start"
    >
      {/*
       * Titles come from the back end and can be long ("Cancellation & return"): on a phone they wrap inside their
       * tab instead of running over the next one, and a column is never narrower than 10rem, so the longest word
       * still fits and a very narrow screen (320 px) gets one column.
       */}
      <TabsList
        variant="pills"
        aria-label={t('faq.categories')}
        className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] sm:grid-cols-3 lg:flex lg:w-64 lg:shrink-0 lg:flex-col lg:items-stretch"
      >
        {present.map((id) => (
          <TabsTrigger key={id} value={id} className="justify-start text-start whitespace-normal">
            <HelpIcon name={faq[id]!.icon} />
            {faq[id]!.title}
          </TabsTrigger>
        ))}
      </TabsList>
      {present.map((id) => {
        const entry = faq[id]!
        return (
          <TabsContent key={id} value={id} className="flex min-w-0 flex-col gap-4">
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary-light text-primary-ink">
                <HelpIcon name={entry.icon} className="size-5" />
              </span>
              <div>
                <h2 className="user-text text-lg font-semibold">{entry.title}</h2>
                <p className="user-text text-sm text-muted-foreground">{entry.subtitle}</p>
              </div>
            </div>
            <Accordion
              key={q}
              type="multiple"
              className="flex flex-col gap-3"
              defaultValue={q ? entry.qandA.map((_, i) => String(i)) : []}
            >
              {entry.qandA.map((item, index) => (
                <AccordionItem key={item.question} value={String(index)}>
                  <AccordionTrigger>
                    <span className="user-text">
                      <Highlight text={item.question} query={q} />
                    </span>
                  </AccordionTrigger>
                  <AccordionContent>
                    <p className="user-text">{item.ans}</p>
                  </AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </TabsContent>
        )
      })}
    </Tabs>
  )
}

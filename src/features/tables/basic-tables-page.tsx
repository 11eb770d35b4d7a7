import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { SampleTable, type SampleTableStyle } from './components/sample-table'

const LOOKS: { id: string; look: SampleTableStyle }[] = [
  { id: 'striped', look: { striped: true } },
  { id: 'bordered', look: { bordered: true } },
  { id: 'hover', look: { hover: true } },
  { id: 'compact', look: { compact: true, striped: true } },
  { id: 'darkHead', look: { darkHead: true, hover: true } },
  { id: 'responsive', look: { wide: true, striped: true } },
]

/** Plain styled tables (no kit): the looks a page can give a small `<table>`. */
export function BasicTablesPage() {
  const { t } = useTranslation('tables')
  return (
    <div>
      <PageHeader title={t('basic.title')} intro={t('basic.intro')} />
      <div className="grid grid-cols-1 gap-6 2xl:grid-cols-2">
        {LOOKS.map(({ id, look }) => (
          <LookCard key={id} id={id} look={look} />
        ))}
      </div>
    </div>
  )
}

function LookCard({ id, look }: { id: string; look: SampleTableStyle }) {
  const { t } = useTranslation('tables')
  const titleId = useId()
  const key = id as 'striped'
  return (
    <Card className="min-w-0">
      <CardHeader className="pb-4">
        <CardTitle id={titleId}>{t(`basic.${key}.title`)}</CardTitle>
        <CardDescription>{t(`basic.${key}.description`)}</CardDescription>
      </CardHeader>
      {/* every table scrolls inside the card at phone width; keyboard users can scroll the focused region */}
      <div
        role="region"
        aria-labelledby={titleId}
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto px-6 pb-6 focus-visible:outline-offset-[-2px]"
      >
        <SampleTable caption={t(`basic.${key}.caption`)} look={look} />
      </div>
    </Card>
  )
}

import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import type { ThemeColor } from '@/components/ui/theme-color'
import { cn } from '@/lib/utils'
import { SAMPLE_PROJECTS, type ProjectStatus } from '../sample-projects'
import { numberFormat } from '@/lib/intl'

type Column = ['project' | 'client' | 'lead' | 'tiles' | 'budget' | 'status', 'start' | 'end']

export interface SampleTableStyle {
  striped?: boolean
  bordered?: boolean
  hover?: boolean
  compact?: boolean
  darkHead?: boolean
  /** More columns than a phone can show: the table scrolls sideways inside its region. */
  wide?: boolean
}

const STATUS_COLOR: Record<ProjectStatus, ThemeColor> = {
  active: 'primary',
  planned: 'info',
  done: 'success',
  late: 'danger',
}

/** One plain `<table>` over the sample projects, in one of the demo looks. */
export function SampleTable({ caption, look }: { caption: string; look: SampleTableStyle }) {
  const { t, i18n } = useTranslation('tables')
  const number = numberFormat(i18n.language)
  const money = numberFormat(i18n.language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  })
  const cell = cn(look.compact ? 'px-3 py-1.5' : 'px-4 py-3', look.bordered && 'border border-border')
  const head = cn(
    cell,
    'text-start text-xs font-semibold tracking-wide uppercase',
    look.darkHead ? 'bg-dark text-white' : 'bg-muted/60 text-muted-foreground',
  )
  const columns: Column[] = [
    ['project', 'start'],
    ['client', 'start'],
    ...(look.wide ? [['lead', 'start'] as Column] : []),
    ['tiles', 'end'],
    ...(look.wide ? [['budget', 'end'] as Column] : []),
    ['status', 'start'],
  ]
  return (
    <table
      className={cn('w-full text-sm', look.bordered ? 'border-collapse' : '', look.wide && 'min-w-[44rem]')}
    >
      <caption className="caption-bottom px-4 pt-3 text-start text-sm text-muted-foreground">
        {caption}
      </caption>
      <thead>
        <tr>
          {columns.map(([key, align]) => (
            <th key={key} scope="col" className={cn(head, align === 'end' && 'text-end')}>
              {t(`sample.columns.${key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {SAMPLE_PROJECTS.map((row) => (
          <tr
            key={row.id}
            className={cn(
              !look.bordered && 'border-b border-border last:border-b-0',
              look.striped && 'even:bg-muted/60',
              look.hover && 'hover:bg-primary-light/60',
            )}
          >
            <th scope="row" className={cn(cell, 'text-start font-medium')}>
              {row.project}
            </th>
            <td className={cell}>{row.client}</td>
            {look.wide && <td className={cn(cell, 'whitespace-nowrap')}>{row.lead}</td>}
            <td className={cn(cell, 'text-end tabular-nums')}>{number.format(row.tiles)}</td>
            {look.wide && <td className={cn(cell, 'text-end tabular-nums')}>{money.format(row.budget)}</td>}
            <td className={cell}>
              <Badge color={STATUS_COLOR[row.status]} pill>
                {t(`sample.status.${row.status}`)}
              </Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

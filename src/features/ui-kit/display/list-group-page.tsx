import Inbox from 'lucide-react/icons/inbox'
import Send from 'lucide-react/icons/send'
import Star from 'lucide-react/icons/star'
import Trash2 from 'lucide-react/icons/trash'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Badge } from '@/components/ui/badge'
import { Checkbox } from '@/components/ui/checkbox'
import { cn } from '@/lib/utils'
import { DemoCard } from '../components/demo-card'

const FOLDERS = [
  ['inbox', Inbox, 12],
  ['starred', Star, 3],
  ['sent', Send, 0],
  ['trash', Trash2, 0],
] as const
const CHORES = ['backup', 'invoices', 'review'] as const

/** Lists as groups: a plain list, a selectable one with icons and counts, checkboxes, and a numbered one. */
export function ListGroupPage() {
  const { t } = useTranslation('uiDisplay')
  const [folder, setFolder] = useState<string>('inbox')
  const [done, setDone] = useState<string[]>(['backup'])
  return (
    <div>
      <PageHeader title={t('listGroup.title')} intro={t('listGroup.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard title={t('listGroup.basic')} code={`<ul className="divide-y rounded-lg border">…</ul>`}>
          <ul className="divide-y rounded-lg border">
            {(['one', 'two', 'three'] as const).map((key) => (
              <li key={key} className="px-4 py-3">
                {t(`listGroup.items.${key}`)}
              </li>
            ))}
          </ul>
        </DemoCard>
        <DemoCard
          title={t('listGroup.actions')}
          description={t('listGroup.actionsHint')}
          code={`<button aria-current={active ? 'true' : undefined}>…</button>`}
        >
          <ul className="divide-y overflow-hidden rounded-lg border">
            {FOLDERS.map(([key, Icon, count]) => (
              <li key={key}>
                <button
                  type="button"
                  aria-current={folder === key ? 'true' : undefined}
                  onClick={() => setFolder(key)}
                  className={cn(
                    'flex min-h-11 w-full items-center gap-3 px-4 text-start hover:bg-muted',
                    folder === key && 'bg-primary-light font-medium text-primary-ink',
                  )}
                >
                  <Icon aria-hidden className="size-4" />
                  <span className="flex-1">{t(`listGroup.folders.${key}`)}</span>
                  {count > 0 && (
                    <Badge pill variant={folder === key ? 'solid' : 'soft'}>
                      {count}
                    </Badge>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </DemoCard>
        <DemoCard
          title={t('listGroup.checks')}
          code={`<li><Checkbox id="backup" /> <label htmlFor="backup">…</label></li>`}
        >
          <ul className="divide-y rounded-lg border">
            {CHORES.map((key) => (
              <li key={key} className="flex items-start gap-3 px-4 py-3">
                <Checkbox
                  id={`chore-${key}`}
                  checked={done.includes(key)}
                  onCheckedChange={(checked) =>
                    setDone((current) => (checked ? [...current, key] : current.filter((c) => c !== key)))
                  }
                  className="mt-0.5"
                />
                <label htmlFor={`chore-${key}`} className="flex flex-col">
                  <span
                    className={cn('font-medium', done.includes(key) && 'text-muted-foreground line-through')}
                  >
                    {t(`listGroup.chores.${key}.title`)}
                  </span>
                  <span className="text-sm text-muted-foreground">{t(`listGroup.chores.${key}.body`)}</span>
                </label>
              </li>
            ))}
          </ul>
        </DemoCard>
        <DemoCard
          title={t('listGroup.numbered')}
          code={`<ol className="list-decimal divide-y rounded-lg border ps-10">…</ol>`}
        >
          <ol className="list-decimal divide-y rounded-lg border ps-10">
            {(['one', 'two', 'three'] as const).map((key) => (
              <li key={key} className="py-3 pe-4">
                {t(`listGroup.steps.${key}`)}
              </li>
            ))}
          </ol>
        </DemoCard>
      </div>
    </div>
  )
}

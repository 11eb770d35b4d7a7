import ChevronDown from 'lucide-react/icons/chevron-down'
import Copy from 'lucide-react/icons/copy'
import Download from 'lucide-react/icons/download'
import MoreVertical from 'lucide-react/icons/ellipsis-vertical'
import Pencil from 'lucide-react/icons/pencil'
import Share2 from 'lucide-react/icons/share-2'
import Trash2 from 'lucide-react/icons/trash'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { toast } from '@/components/ui/toast'
import { DemoCard } from '../components/demo-card'

const COLUMNS = ['status', 'owner', 'due'] as const
const SORTS = ['newest', 'oldest', 'name'] as const

/** The app's dropdown menu (Radix): actions with icons and shortcuts, checkbox and radio items, submenus. */
export function DropdownsPage() {
  const { t } = useTranslation('uiDisplay')
  const [columns, setColumns] = useState<Record<(typeof COLUMNS)[number], boolean>>({
    status: true,
    owner: true,
    due: false,
  })
  const [sort, setSort] = useState<string>('newest')
  const act = (key: 'edit' | 'duplicate' | 'email' | 'link' | 'delete') =>
    toast.info(t('dropdowns.chose', { action: t(`dropdowns.actions.${key}`) }))
  return (
    <div>
      <PageHeader title={t('dropdowns.title')} intro={t('dropdowns.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('dropdowns.actionsTitle')}
          description={t('dropdowns.actionsHint')}
          code={`<DropdownMenu>\n  <DropdownMenuTrigger asChild><Button>Actions</Button></DropdownMenuTrigger>\n  <DropdownMenuContent>\n    <DropdownMenuItem onSelect={edit}><Pencil aria-hidden /> Edit</DropdownMenuItem>\n  </DropdownMenuContent>\n</DropdownMenu>`}
          contentClassName="flex flex-wrap gap-3"
        >
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button>
                {t('dropdowns.actionsButton')}
                <ChevronDown aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              <DropdownMenuItem onSelect={() => act('edit')}>
                <Pencil aria-hidden />
                {t('dropdowns.actions.edit')}
                <DropdownMenuShortcut>E</DropdownMenuShortcut>
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => act('duplicate')}>
                <Copy aria-hidden />
                {t('dropdowns.actions.duplicate')}
              </DropdownMenuItem>
              <DropdownMenuItem disabled>
                <Download aria-hidden />
                {t('dropdowns.actions.export')}
              </DropdownMenuItem>
              <DropdownMenuSub>
                <DropdownMenuSubTrigger>
                  <Share2 aria-hidden />
                  {t('dropdowns.actions.share')}
                </DropdownMenuSubTrigger>
                <DropdownMenuSubContent>
                  <DropdownMenuItem onSelect={() => act('email')}>
                    {t('dropdowns.actions.email')}
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => act('link')}>
                    {t('dropdowns.actions.link')}
                  </DropdownMenuItem>
                </DropdownMenuSubContent>
              </DropdownMenuSub>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => act('delete')}>
                <Trash2 aria-hidden />
                {t('dropdowns.actions.delete')}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button size="icon" variant="ghost" aria-label={t('dropdowns.more')}>
                <MoreVertical aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => act('edit')}>{t('dropdowns.actions.edit')}</DropdownMenuItem>
              <DropdownMenuItem onSelect={() => act('duplicate')}>
                {t('dropdowns.actions.duplicate')}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </DemoCard>
        <DemoCard
          title={t('dropdowns.choices')}
          description={t('dropdowns.choicesHint')}
          code={`<DropdownMenuCheckboxItem checked={shown} onCheckedChange={setShown}>Owner</DropdownMenuCheckboxItem>\n<DropdownMenuRadioGroup value={sort} onValueChange={setSort}>…</DropdownMenuRadioGroup>`}
          contentClassName="flex flex-col gap-3"
        >
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" className="self-start">
                {t('dropdowns.view')}
                <ChevronDown aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              <DropdownMenuLabel>{t('dropdowns.columns')}</DropdownMenuLabel>
              {COLUMNS.map((column) => (
                <DropdownMenuCheckboxItem
                  key={column}
                  checked={columns[column]}
                  onCheckedChange={(checked) => setColumns((current) => ({ ...current, [column]: checked }))}
                  onSelect={(event) => event.preventDefault()}
                >
                  {t(`dropdowns.columnNames.${column}`)}
                </DropdownMenuCheckboxItem>
              ))}
              <DropdownMenuSeparator />
              <DropdownMenuLabel>{t('dropdowns.sortBy')}</DropdownMenuLabel>
              <DropdownMenuRadioGroup value={sort} onValueChange={setSort}>
                {SORTS.map((key) => (
                  <DropdownMenuRadioItem key={key} value={key}>
                    {t(`dropdowns.sorts.${key}`)}
                  </DropdownMenuRadioItem>
                ))}
              </DropdownMenuRadioGroup>
            </DropdownMenuContent>
          </DropdownMenu>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('dropdowns.summary', {
              columns: COLUMNS.filter((column) => columns[column])
                .map((column) => t(`dropdowns.columnNames.${column}`))
                .join(', '),
              sort: t(`dropdowns.sorts.${sort as (typeof SORTS)[number]}`),
            })}
          </p>
        </DemoCard>
      </div>
    </div>
  )
}

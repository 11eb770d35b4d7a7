import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Pagination, type PaginationLabels } from '@/components/ui/pagination'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { useNumberFormat } from '@/components/cards/use-number-format'
import { useUrlState } from '@/lib/url-state'
import { DemoCard } from '../components/demo-card'
import { PAGE_SIZES, paginatedListFields } from './paginated-list-search'
import { TILES } from './sample-tiles'

const CODE = `const listFields = {
  page: intParam({ default: 1, min: 1 }),
  perPage: oneOf([5, 10, 20], 10),
}
const [{ page, perPage }, setSearch] = useUrlState(listFields)
const pageCount = Math.ceil(items.length / perPage)
const first = (page - 1) * perPage

<ol start={first + 1}>
  {items.slice(first, first + perPage).map((item) => <li key={item.sku}>…</li>)}
</ol>
<p aria-live="polite">Showing {first + 1}–{last} of {items.length}</p>
<Pagination page={page} pageCount={pageCount} onPageChange={(page) => setSearch({ page })} labels={labels} />`

/** The jump box: a page number checked against the range before the list moves. */
function JumpToPage({ pageCount, onJump }: { pageCount: number; onJump: (page: number) => void }) {
  const { t } = useTranslation('uiExtensions')
  const [value, setValue] = useState('')
  const [error, setError] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const page = Number(value)
    if (!Number.isInteger(page) || page < 1 || page > pageCount) {
      setError(t('pagination.jumpError', { last: pageCount }))
      return
    }
    setError('')
    setValue('')
    onJump(page)
  }
  return (
    <form onSubmit={submit} noValidate className="flex items-start gap-2">
      <FormField label={t('pagination.jump')} error={error} className="w-36">
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={pageCount}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </FormField>
      <Button type="submit" variant="outline" className="mt-6.5">
        {t('pagination.go')}
      </Button>
    </form>
  )
}

function PaginatedList() {
  const { t } = useTranslation('uiExtensions')
  const sizeId = useId()
  const money = useNumberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
  const [{ page: asked, perPage }, setSearch] = useUrlState(paginatedListFields)
  const pageCount = Math.ceil(TILES.length / perPage)
  // a link to a page past the end (after the page size grew, or typed by hand) shows the last page
  const page = Math.min(asked, pageCount)
  const first = (page - 1) * perPage
  const rows = TILES.slice(first, first + perPage)
  const labels: PaginationLabels = {
    nav: t('pagination.nav'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    page: (n) => t('pagination.page', { page: n }),
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <Label id={sizeId}>{t('pagination.perPage')}</Label>
          <Select
            value={String(perPage)}
            onValueChange={(value) => {
              const size = Number(value) as (typeof PAGE_SIZES)[number]
              // keep the first tile in view: it lands on whichever page holds it at the new size
              setSearch({ perPage: size, page: Math.floor(first / size) + 1 })
            }}
          >
            <SelectTrigger aria-labelledby={sizeId} className="w-24">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PAGE_SIZES.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <JumpToPage pageCount={pageCount} onJump={(next) => setSearch({ page: next })} />
      </div>
      {/* start numbers the rows for assistive technology; the visible number is drawn so the rules run full width */}
      <ol start={first + 1} aria-label={t('pagination.listLabel')} className="divide-y rounded-lg border">
        {rows.map((tile, index) => (
          <li key={tile.sku} className="flex items-baseline gap-3 px-4 py-2.5">
            <span aria-hidden className="w-7 shrink-0 text-end text-sm text-muted-foreground tabular-nums">
              {first + index + 1}.
            </span>
            <div className="flex flex-1 flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <span className="font-medium">{tile.name}</span>
              <span className="text-sm text-muted-foreground tabular-nums">
                <bdi>{tile.sku}</bdi> · {money(tile.price)} · {t('pagination.stock', { amount: tile.stock })}
              </span>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('pagination.showing', { from: first + 1, to: first + rows.length, total: TILES.length })}
        </p>
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={(next) => setSearch({ page: next })}
          labels={labels}
          size="sm"
        />
      </div>
    </div>
  )
}

/** A real list of sixty items paged with the Pagination primitive, its page and page size kept in the URL. */
export function PaginatedListPage() {
  const { t } = useTranslation('uiExtensions')
  return (
    <div>
      <PageHeader title={t('pagination.title')} intro={t('pagination.intro')} />
      <DemoCard title={t('pagination.listTitle')} description={t('pagination.listHint')} code={CODE}>
        <PaginatedList />
      </DemoCard>
    </div>
  )
}

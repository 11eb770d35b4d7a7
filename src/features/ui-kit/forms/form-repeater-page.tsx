import { zodResolver } from '@hookform/resolvers/zod'
import ArrowDown from 'lucide-react/icons/arrow-down'
import ArrowUp from 'lucide-react/icons/arrow-up'
import Copy from 'lucide-react/icons/copy'
import Plus from 'lucide-react/icons/plus'
import Trash2 from 'lucide-react/icons/trash'
import { useId, useMemo, useRef, useState } from 'react'
import { useFieldArray, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { z } from 'zod'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SelectField } from '@/components/ui/select-field'
import { toast } from '@/components/ui/toast'
import { DemoCard } from '../components/demo-card'
import { FormActions, SentSummary, type SentRow } from './components/form-kit'
import { numberFormat } from '@/lib/intl'

type T = TFunction<'uiForms'>

const CURRENCIES = ['USD', 'EUR', 'BRL', 'MAD'] as const
const isAmount = (v: string) => /^\d+(\.\d{1,2})?$/.test(v.trim())
const isQuantity = (v: string) => /^\d+$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= 999

function invoiceSchema(t: T) {
  return z.object({
    currency: z.string(),
    rows: z.array(
      z.object({
        item: z.string().trim().min(1, t('errors.required')),
        cost: z.string().refine(isAmount, t('repeater.costError')),
        quantity: z.string().refine(isQuantity, t('errors.range', { min: 1, max: 999 })),
      }),
    ),
  })
}
type Invoice = z.infer<ReturnType<typeof invoiceSchema>>
type Row = Invoice['rows'][number]

const EMPTY_ROW: Row = { item: '', cost: '', quantity: '1' }
const START: Invoice = {
  currency: 'USD',
  rows: [
    { item: 'Glazed wall tiles, box of 20', cost: '48', quantity: '3' },
    { item: 'Tile adhesive, 25 kg bag', cost: '19.50', quantity: '2' },
  ],
}

const price = (row: Row | undefined) =>
  row && isAmount(row.cost) && isQuantity(row.quantity) ? Number(row.cost) * Number(row.quantity) : 0

/** An invoice's lines with useFieldArray: add, duplicate, move and remove, focus kept where the user is. */
export function InvoiceRepeater() {
  const { t, i18n } = useTranslation('uiForms')
  const schema = useMemo(() => invoiceSchema(t), [t])
  const form = useForm<Invoice>({ resolver: zodResolver(schema), defaultValues: START, mode: 'onTouched' })
  const { fields, append, insert, remove, move } = useFieldArray({ control: form.control, name: 'rows' })
  const rows = useWatch({ control: form.control, name: 'rows' })
  const currency = useWatch({ control: form.control, name: 'currency' })
  const { errors } = form.formState
  const [announcement, setAnnouncement] = useState('')
  const [sent, setSent] = useState<SentRow[] | null>(null)
  const base = useId()
  const addRef = useRef<HTMLButtonElement>(null)

  const money = useMemo(
    () => numberFormat(i18n.resolvedLanguage ?? 'en', { style: 'currency', currency }),
    [i18n.resolvedLanguage, currency],
  )
  const total = rows.reduce((sum, row) => sum + price(row), 0)
  const after = (fn: () => void) => window.requestAnimationFrame(fn)

  const removeRow = (index: number) => {
    remove(index)
    setAnnouncement(t('repeater.removed', { n: index + 1 }))
    const left = fields.length - 1
    // the row that took its place, else the one above, else Add item
    after(() =>
      left > 0 ? form.setFocus(`rows.${Math.min(index, left - 1)}.item`) : addRef.current?.focus(),
    )
  }
  const moveRow = (index: number, by: -1 | 1) => {
    const key = fields[index].id
    move(index, index + by)
    setAnnouncement(t('repeater.moved', { from: index + 1, to: index + 1 + by }))
    after(() => {
      const same = document.getElementById(`${base}-${by}-${key}`) as HTMLButtonElement | null
      const other = document.getElementById(`${base}-${-by}-${key}`) as HTMLButtonElement | null
      ;(same && !same.disabled ? same : other)?.focus()
    })
  }

  const onSubmit = form.handleSubmit(
    (values) => {
      setSent([
        ...values.rows.map(
          (row, index) =>
            [`${index + 1}. ${row.item}`, `${row.quantity} × ${money.format(Number(row.cost))}`] as const,
        ),
        [t('repeater.total'), money.format(values.rows.reduce((sum, row) => sum + price(row), 0))],
      ])
      toast.success(t('common.sentToast'))
    },
    () => setSent(null),
  )

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <div className="max-w-xs">
        <SelectField
          control={form.control}
          name="currency"
          label={t('repeater.currency')}
          options={CURRENCIES.map((code) => [code, code] as const)}
        />
      </div>
      {fields.length === 0 && <p className="text-muted-foreground">{t('repeater.empty')}</p>}
      <ol className="grid gap-3">
        {fields.map((field, index) => {
          const n = index + 1
          const rowErrors = errors.rows?.[index]
          return (
            <li key={field.id}>
              <fieldset className="grid grid-cols-2 gap-3 rounded-lg border p-3 md:grid-cols-[minmax(0,1fr)_7rem_6rem_7rem] md:items-start">
                <legend className="px-1 text-sm font-medium text-muted-foreground">
                  {t('repeater.row', { n })}
                </legend>
                <FormField
                  className="col-span-2 md:col-span-1"
                  label={t('repeater.item')}
                  error={rowErrors?.item?.message}
                  required
                >
                  <Input {...form.register(`rows.${index}.item`)} />
                </FormField>
                <FormField label={t('repeater.cost')} error={rowErrors?.cost?.message} required>
                  <Input inputMode="decimal" dir="ltr" {...form.register(`rows.${index}.cost`)} />
                </FormField>
                <FormField label={t('repeater.quantity')} error={rowErrors?.quantity?.message} required>
                  <Input inputMode="numeric" dir="ltr" {...form.register(`rows.${index}.quantity`)} />
                </FormField>
                <div className="flex flex-col gap-1.5">
                  <span className="text-sm font-medium" id={`${base}-price-${field.id}`}>
                    {t('repeater.price')}
                  </span>
                  <output
                    aria-labelledby={`${base}-price-${field.id}`}
                    className="flex h-9.5 items-center font-semibold tabular-nums"
                  >
                    {money.format(price(rows[index]))}
                  </output>
                </div>
                <div className="col-span-2 flex flex-wrap gap-1 md:col-span-4 md:justify-end">
                  <Button
                    id={`${base}--1-${field.id}`}
                    type="button"
                    variant="ghost"
                    color="neutral"
                    size="icon-sm"
                    aria-label={t('repeater.moveUp', { n })}
                    disabled={index === 0}
                    onClick={() => moveRow(index, -1)}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    id={`${base}-1-${field.id}`}
                    type="button"
                    variant="ghost"
                    color="neutral"
                    size="icon-sm"
                    aria-label={t('repeater.moveDown', { n })}
                    disabled={index === fields.length - 1}
                    onClick={() => moveRow(index, 1)}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    color="neutral"
                    size="icon-sm"
                    aria-label={t('repeater.duplicate', { n })}
                    onClick={() => {
                      insert(index + 1, { ...form.getValues(`rows.${index}`) })
                      setAnnouncement(t('repeater.duplicated', { n }))
                    }}
                  >
                    <Copy aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    color="danger"
                    size="icon-sm"
                    aria-label={t('repeater.remove', { n })}
                    onClick={() => removeRow(index)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
        <Button
          ref={addRef}
          type="button"
          variant="outline"
          onClick={() => {
            append({ ...EMPTY_ROW })
            setAnnouncement(t('repeater.added', { n: fields.length + 1 }))
          }}
        >
          <Plus aria-hidden />
          {t('repeater.add')}
        </Button>
        <p className="text-lg">
          {t('repeater.total')}:{' '}
          <output aria-live="polite" className="font-semibold tabular-nums">
            {money.format(total)}
          </output>
        </p>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <FormActions
        onReset={() => {
          form.reset(START)
          setSent(null)
        }}
      />
      <SentSummary rows={sent} />
    </form>
  )
}

export function FormRepeaterPage() {
  const { t } = useTranslation('uiForms')
  return (
    <div>
      <PageHeader title={t('repeater.title')} intro={t('repeater.intro')} />
      <DemoCard
        title={t('repeater.card')}
        description={t('repeater.cardText')}
        code={`const { fields, append, insert, remove, move } = useFieldArray({ control: form.control, name: 'rows' })
const rows = useWatch({ control: form.control, name: 'rows' })
const total = rows.reduce((sum, row) => sum + Number(row.cost) * Number(row.quantity), 0)

{fields.map((field, index) => (
  <fieldset key={field.id}>
    <legend>Row {index + 1}</legend>
    <FormField label="Item" error={errors.rows?.[index]?.item?.message} required>
      <Input {...form.register(\`rows.\${index}.item\`)} />
    </FormField>
    …
    <Button size="icon-sm" aria-label={\`Remove row \${index + 1}\`} onClick={() => remove(index)}>…</Button>
  </fieldset>
))}
<Button onClick={() => append({ item: '', cost: '', quantity: '1' })}>Add item</Button>  {/* focuses the new row */}
<output>{new Intl.NumberFormat(locale, { style: 'currency', currency }).format(total)}</output>`}
      >
        <InvoiceRepeater />
      </DemoCard>
    </div>
  )
}

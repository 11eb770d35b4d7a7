import Plus from 'lucide-react/icons/plus'
import Trash2 from 'lucide-react/icons/trash'
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { lineTotal } from '@contract/invoice-totals'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import type { InvoiceFormValues } from '../invoice-form'
import { EMPTY_LINE, lineAmountsOf } from '../invoice-form'
import { useInvoiceFormat } from '../use-invoice-format'

type Form = UseFormReturn<InvoiceFormValues, unknown, unknown>

const NUMBER_FIELDS = ['cost', 'quantity', 'discount', 'tax'] as const

/**
 * The line-item repeater: one fieldset per line (item, description, cost, quantity, discount %, tax %) with its
 * amount, a remove button per line and "Add item". Every control is a native input, so Tab walks the lines.
 */
export function LineItems({ form }: { form: Form }) {
  const { t } = useTranslation('invoice')
  const format = useInvoiceFormat()
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' })
  const lines = useWatch({ control: form.control, name: 'items' })
  const errors = form.formState.errors.items
  return (
    <section aria-labelledby="line-items" className="flex flex-col gap-4">
      <h2 id="line-items" className="font-semibold">
        {t('form.items')}
      </h2>
      {fields.map((field, index) => {
        const rowErrors = errors?.[index]
        const position = index + 1
        return (
          <fieldset
            key={field.id}
            className="grid gap-3 rounded-lg border p-4 md:grid-cols-[2fr_repeat(4,1fr)_auto]"
          >
            <legend className="px-1 text-sm font-medium">{t('form.line', { n: position })}</legend>
            <div className="flex flex-col gap-3">
              <FormField label={t('form.item')} error={rowErrors?.item?.message} required>
                <Input autoComplete="off" {...form.register(`items.${index}.item`)} />
              </FormField>
              <FormField label={t('form.description')} error={rowErrors?.description?.message}>
                <Textarea rows={2} {...form.register(`items.${index}.description`)} />
              </FormField>
            </div>
            {NUMBER_FIELDS.map((name) => (
              <FormField key={name} label={t(`form.${name}`)} error={rowErrors?.[name]?.message} required>
                <Input
                  inputMode={name === 'quantity' ? 'numeric' : 'decimal'}
                  autoComplete="off"
                  className="text-end"
                  {...form.register(`items.${index}.${name}`)}
                />
              </FormField>
            ))}
            <div className="flex items-end justify-between gap-3 md:flex-col md:items-end">
              <p className="text-sm">
                <span className="sr-only">{t('form.lineAmount', { n: position })}: </span>
                <output className="font-semibold tabular-nums" data-testid={`line-total-${index}`}>
                  {format.money(lineTotal(lineAmountsOf(lines?.[index] ?? EMPTY_LINE)))}
                </output>
              </p>
              <Button
                type="button"
                variant="ghost"
                color="danger"
                size="icon-sm"
                aria-label={t('form.removeLine', { n: position })}
                disabled={fields.length === 1}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          </fieldset>
        )
      })}
      {errors?.root?.message && <p className="text-sm text-danger-ink">{errors.root.message}</p>}
      {errors?.message && <p className="text-sm text-danger-ink">{errors.message}</p>}
      <Button type="button" variant="soft" className="self-start" onClick={() => append(EMPTY_LINE)}>
        <Plus aria-hidden /> {t('form.addLine')}
      </Button>
    </section>
  )
}

import type { TFunction } from 'i18next'
import { z } from 'zod'
import {
  INVOICE_SWITCH_DEFAULTS,
  PAYMENT_METHODS,
  PAYMENT_TERMS,
  type AddInvoiceBody,
  type Invoice,
  type InvoiceItem,
} from '@contract/invoice'
import type { LineAmounts } from '@contract/invoice-totals'
import { atMost } from '@/lib/text-limits'

/*
 * The editor's form. Number fields hold the text as typed (so "12," or "" never jumps while typing); the live
 * totals read them with `amountOf`, and the schema turns them into numbers on save. The arithmetic itself is
 * `invoiceTotals` in contract/invoice-totals.ts, the same function the back end stores totals with.
 */

export interface LineValues {
  item: string
  description: string
  cost: string
  quantity: string
  discount: string
  tax: string
}

export interface InvoiceFormValues {
  clientId: string
  issuedDate: string
  dueDate: string
  items: LineValues[]
  salesperson: string
  note: string
  paymentTerms: (typeof PAYMENT_TERMS)[number]
  paymentMethod: (typeof PAYMENT_METHODS)[number]
  showPaymentTerms: boolean
  showClientNotes: boolean
  showPaymentStub: boolean
}

/** Text as typed to a number: a comma may stand for the decimal point; anything unreadable counts as 0. */
export const amountOf = (text: string) => {
  const value = Number(text.trim().replace(',', '.'))
  return text.trim() !== '' && Number.isFinite(value) ? value : 0
}

export const lineAmountsOf = (line: LineValues): LineAmounts => ({
  cost: amountOf(line.cost),
  quantity: amountOf(line.quantity),
  discount: amountOf(line.discount),
  tax: amountOf(line.tax),
})

export const EMPTY_LINE: LineValues = {
  item: '',
  description: '',
  cost: '',
  quantity: '1',
  discount: '0',
  tax: '0',
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

export const valuesOf = (invoice?: Invoice): InvoiceFormValues =>
  invoice
    ? {
        clientId: invoice.clientId ? String(invoice.clientId) : '',
        issuedDate: invoice.issuedDate,
        dueDate: invoice.dueDate,
        items: invoice.items.map((item) => ({
          item: item.item,
          description: item.description,
          cost: String(item.cost),
          quantity: String(item.quantity),
          discount: String(item.discount),
          tax: String(item.tax),
        })),
        salesperson: invoice.salesperson,
        note: invoice.note,
        paymentTerms: invoice.paymentTerms,
        paymentMethod: invoice.paymentMethod,
        showPaymentTerms: invoice.showPaymentTerms ?? INVOICE_SWITCH_DEFAULTS.showPaymentTerms,
        showClientNotes: invoice.showClientNotes ?? INVOICE_SWITCH_DEFAULTS.showClientNotes,
        showPaymentStub: invoice.showPaymentStub ?? INVOICE_SWITCH_DEFAULTS.showPaymentStub,
      }
    : {
        clientId: '',
        issuedDate: day(0),
        dueDate: day(30),
        items: [EMPTY_LINE],
        salesperson: '',
        note: '',
        paymentTerms: 'Net 30',
        paymentMethod: 'Bank Transfer',
        ...INVOICE_SWITCH_DEFAULTS,
      }

const DECIMAL = /^\s*\d+([.,]\d+)?\s*$/

/** The contract's rules with messages in the user's language; the server checks everything again. */
export function invoiceFormSchema(t: TFunction<['invoice', 'common']>) {
  const number = (check: (value: number) => boolean, message: string) =>
    z.string().regex(DECIMAL, t('form.numberInvalid')).transform(amountOf).refine(check, message)
  const line = z.object({
    item: atMost(t, 200).trim().min(1, t('form.itemRequired')),
    description: atMost(t, 2000),
    cost: number((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, t('form.twoDecimals')),
    quantity: number((v) => Number.isInteger(v) && v >= 1, t('form.quantityInvalid')),
    discount: number((v) => v <= 100, t('form.percentInvalid')),
    tax: number((v) => v <= 100, t('form.percentInvalid')),
  }) satisfies z.ZodType<InvoiceItem, LineValues>
  return z
    .object({
      clientId: z.string().regex(/^\d+$/, t('form.clientRequired')).transform(Number),
      issuedDate: z.string().min(1, t('form.dateRequired')),
      dueDate: z.string().min(1, t('form.dateRequired')),
      items: z.array(line).min(1, t('form.itemsRequired')),
      salesperson: atMost(t, 200).trim(),
      note: atMost(t, 2000),
      paymentTerms: z.enum(PAYMENT_TERMS),
      paymentMethod: z.enum(PAYMENT_METHODS),
      showPaymentTerms: z.boolean(),
      showClientNotes: z.boolean(),
      showPaymentStub: z.boolean(),
    })
    .refine((values) => values.dueDate >= values.issuedDate, {
      message: t('form.dueBeforeIssued'),
      path: ['dueDate'],
    }) satisfies z.ZodType<AddInvoiceBody, InvoiceFormValues>
}

import { z } from 'zod'
import { endpoint } from './endpoint'
import {
  allDataQuerySchema,
  isoDateSchema,
  longText,
  paginationQuerySchema,
  positiveIntParam,
  searchTextParam,
  shortText,
  tooLongMessage,
  wholeListQuerySchema,
} from './common'
import { SORT_DIRECTIONS } from './datatables'
import { mailAddressSchema, emailSchema, MAX_MESSAGE_LENGTH, MAX_SUBJECT_LENGTH } from './email'
import {
  DUE_BEFORE_ISSUED_MESSAGE,
  INVOICE_SORT_COLUMNS,
  INVOICE_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_TERMS,
} from './invoice.values'

/**
 * The invoice app's calls (`/apps/invoice/...`, `/api/invoice/...`). An invoice carries a copy of its client, so
 * it outlives the client or user it was made for; totals and balance are the server's, computed by
 * contract/invoice-totals.ts. Rules: docs/api.md, "Users and invoices".
 */

export * from './invoice.values'

const oneOf = (values: readonly string[]) => `Must be one of: ${values.join(', ')}`

export const invoiceStatusSchema = z.enum(INVOICE_STATUSES, { error: oneOf(INVOICE_STATUSES) })
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: oneOf(PAYMENT_METHODS) })
export const paymentTermsSchema = z.enum(PAYMENT_TERMS, { error: oneOf(PAYMENT_TERMS) })

const requiredText = (message: string, max = 200) =>
  z.string(message).trim().min(1, message).max(max, tooLongMessage(max))

/** Money in dollars: finite, not negative, at most two decimals. */
const money = (max: number) =>
  z
    .number('Must be a number')
    .min(0, 'Must not be negative')
    .max(max, `At most ${max}`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'At most two decimals')

// ------------------------------------------------------------------------------------------------ clients

export const clientFieldsSchema = z.object({
  name: requiredText('Name is required'),
  company: shortText().trim(),
  companyEmail: z
    .string('Enter a valid email address')
    .trim()
    .max(200, 'At most 200 characters')
    .pipe(z.email('Enter a valid email address')),
  address: shortText().trim(),
  country: shortText().trim(),
  contact: shortText(40).trim(),
})
export type ClientFields = z.infer<typeof clientFieldsSchema>

export const clientSchema = clientFieldsSchema.extend({
  id: z.number().int().positive(),
  name: z.string(),
  companyEmail: z.string(),
  contact: z.string(),
})
export type Client = z.infer<typeof clientSchema>

/** The copy of the client an invoice keeps (the spec's shape: no id). */
export const invoiceClientSchema = clientSchema.omit({ id: true })
export type InvoiceClient = z.infer<typeof invoiceClientSchema>

// ------------------------------------------------------------------------------------------------ the entity

export const invoiceItemSchema = z.object({
  item: requiredText('Item is required'),
  description: longText(2000),
  cost: money(10_000_000),
  quantity: z.number('Must be a number').int('Must be a whole number').min(1, 'At least 1').max(100_000),
  /** Percent off the line. */
  discount: z.number('Must be a number').min(0, 'Must not be negative').max(100, 'At most 100'),
  /** Percent of tax on the discounted line. */
  tax: z.number('Must be a number').min(0, 'Must not be negative').max(100, 'At most 100'),
})
export type InvoiceItem = z.infer<typeof invoiceItemSchema>

export const paymentSchema = z.object({
  amount: z.number(),
  date: z.string(),
  method: paymentMethodSchema,
  note: z.string(),
})
export type Payment = z.infer<typeof paymentSchema>

/**
 * The editor's side-panel switches: what the invoice shows its client. Absent on an invoice saved before they
 * existed, which reads as INVOICE_SWITCH_DEFAULTS.
 */
export const invoiceSwitchesSchema = z.object({
  /** The payment terms line ("Net 30"). */
  showPaymentTerms: z.boolean('Must be true or false'),
  /** The note to the client. */
  showClientNotes: z.boolean('Must be true or false'),
  /** A stub to cut off and send back with the payment: number, amount due, due date. */
  showPaymentStub: z.boolean('Must be true or false'),
})
export type InvoiceSwitches = z.infer<typeof invoiceSwitchesSchema>
export const INVOICE_SWITCH_DEFAULTS: InvoiceSwitches = {
  showPaymentTerms: true,
  showClientNotes: true,
  showPaymentStub: false,
}

export const invoiceSchema = z.object({
  /** Also the invoice's number (`#5036`). */
  id: z.number().int().positive(),
  issuedDate: z.string(),
  dueDate: z.string(),
  /** The client it was made for; null once that client is gone (the copy in `client` stays). */
  clientId: z.number().int().positive().nullable(),
  client: invoiceClientSchema,
  /** The first item's name: what the list shows as the service. */
  service: z.string(),
  items: z.array(invoiceItemSchema.extend({ item: z.string() })),
  subtotal: z.number(),
  discount: z.number(),
  tax: z.number(),
  total: z.number(),
  /** What is still due: total minus the payments. */
  balance: z.number(),
  avatar: z.string(),
  invoiceStatus: invoiceStatusSchema,
  salesperson: z.string(),
  note: z.string(),
  paymentTerms: paymentTermsSchema,
  paymentMethod: paymentMethodSchema,
  payments: z.array(paymentSchema),
  ...invoiceSwitchesSchema.partial().shape,
})
export type Invoice = z.infer<typeof invoiceSchema>

/** Where to pay: the demo company's bank, and what is due on this invoice. */
export const paymentDetailsSchema = z.object({
  totalDue: z.number(),
  bankName: z.string(),
  country: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
})
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>

// ------------------------------------------------------------------------------------------------ queries

export const invoicesQuerySchema = paginationQuerySchema.extend({
  ...allDataQuerySchema.shape,
  /** Matches the client's name or company email. */
  q: searchTextParam,
  /** Matches `invoiceStatus` whatever the case (`past due` finds Past Due). */
  status: shortText(40)
    .refine(
      (value) => INVOICE_STATUSES.some((status) => status.toLowerCase() === value.trim().toLowerCase()),
      oneOf(INVOICE_STATUSES),
    )
    .optional(),
  sortColumn: z.enum(INVOICE_SORT_COLUMNS, { error: oneOf(INVOICE_SORT_COLUMNS) }).optional(),
  sort: z.enum(SORT_DIRECTIONS, { error: oneOf(SORT_DIRECTIONS) }).optional(),
})
export type InvoicesQuery = z.input<typeof invoicesQuerySchema>

export const invoiceIdQuerySchema = z.object({ id: positiveIntParam })

// ------------------------------------------------------------------------------------------------ bodies

const invoiceId = z.number('Must be an invoice id').int().positive()

/** What the editor saves; add-invoice takes it unwrapped, update-invoice with the id. */
export const invoiceFieldsSchema = z
  .object({
    clientId: z.number('Choose a client').int().positive('Choose a client'),
    issuedDate: isoDateSchema,
    dueDate: isoDateSchema,
    items: z.array(invoiceItemSchema).min(1, 'Add at least one item').max(100, 'At most 100 items'),
    salesperson: shortText().trim(),
    note: longText(2000),
    paymentTerms: paymentTermsSchema,
    paymentMethod: paymentMethodSchema,
    ...invoiceSwitchesSchema.shape,
  })
  .strict()
export type InvoiceFields = z.input<typeof invoiceFieldsSchema>

/** What add-invoice fills in for the fields left out. */
export const INVOICE_FIELD_DEFAULTS = {
  salesperson: '',
  note: '',
  paymentTerms: 'Net 30',
  paymentMethod: 'Bank Transfer',
  ...INVOICE_SWITCH_DEFAULTS,
} as const satisfies Partial<InvoiceFields>

const dueNotBeforeIssued = (fields: { issuedDate?: string; dueDate?: string }) =>
  !fields.issuedDate || !fields.dueDate || fields.dueDate >= fields.issuedDate

/** Client, dates and items required; the rest default to INVOICE_FIELD_DEFAULTS. */
export const addInvoiceBodySchema = invoiceFieldsSchema
  .partial({
    salesperson: true,
    note: true,
    paymentTerms: true,
    paymentMethod: true,
    showPaymentTerms: true,
    showClientNotes: true,
    showPaymentStub: true,
  })
  .refine(dueNotBeforeIssued, {
    message: DUE_BEFORE_ISSUED_MESSAGE,
    path: ['dueDate'],
  })
export type AddInvoiceBody = z.input<typeof addInvoiceBodySchema>

/** Only the fields given change; the due date is checked against the stored issue date too. */
export const updateInvoiceBodySchema = invoiceFieldsSchema
  .partial()
  .extend({ id: invoiceId })
  .strict()
  .refine(dueNotBeforeIssued, { message: DUE_BEFORE_ISSUED_MESSAGE, path: ['dueDate'] })
export type UpdateInvoiceBody = z.input<typeof updateInvoiceBodySchema>

export const addPaymentBodySchema = z
  .object({
    id: invoiceId,
    amount: money(1_000_000_000).refine((value) => value > 0, 'Must be more than 0'),
    date: isoDateSchema,
    method: paymentMethodSchema,
    note: longText(2000).default(''),
  })
  .strict()
export type AddPaymentBody = z.input<typeof addPaymentBodySchema>

export const invoiceIdBodySchema = z.object({ id: invoiceId }).strict()

/** The mail that carries the invoice; it lands in the sender's Sent folder of the email app. */
export const sendInvoiceBodySchema = z
  .object({
    id: invoiceId,
    to: mailAddressSchema.shape.email,
    subject: z
      .string()
      .trim()
      .min(1, 'Subject is required')
      .max(MAX_SUBJECT_LENGTH, tooLongMessage(MAX_SUBJECT_LENGTH)),
    message: z.string().max(MAX_MESSAGE_LENGTH, 'The message is too long').default(''),
  })
  .strict()
export type SendInvoiceBody = z.input<typeof sendInvoiceBodySchema>

export const addClientBodySchema = clientFieldsSchema.strict()
export type AddClientBody = z.input<typeof addClientBodySchema>

// ------------------------------------------------------------------------------------------------ replies

/** `allData` (every invoice) unless the query says `allData=false`. */
export const invoicesReplySchema = z.object({
  allData: z.array(invoiceSchema).optional(),
  invoices: z.array(invoiceSchema),
  total: z.number().int(),
})
export type InvoicesReply = z.infer<typeof invoicesReplySchema>

export const invoiceDetailReplySchema = z.object({
  invoice: invoiceSchema,
  paymentDetails: paymentDetailsSchema,
})
export type InvoiceDetailReply = z.infer<typeof invoiceDetailReplySchema>

export const invoiceReplySchema = z.object({ invoice: invoiceSchema })
export type InvoiceReply = z.infer<typeof invoiceReplySchema>

export const sendInvoiceReplySchema = z.object({ invoice: invoiceSchema, email: emailSchema })
export type SendInvoiceReply = z.infer<typeof sendInvoiceReplySchema>

export const clientReplySchema = z.object({ client: clientSchema })
export type ClientReply = z.infer<typeof clientReplySchema>

// ------------------------------------------------------------------------------------------------ calls

export const invoiceApi = {
  invoices: endpoint({
    method: 'GET',
    path: '/apps/invoice/invoices',
    query: invoicesQuerySchema,
    reply: invoicesReplySchema,
    summary:
      'One page of the invoices matching the search and status, newest first unless sorted, and the total',
  }),
  invoice: endpoint({
    method: 'GET',
    path: '/api/invoice/invoices/:id',
    reply: invoiceDetailReplySchema,
    summary: 'One invoice and where to pay it',
  }),
  deleteInvoice: endpoint({
    method: 'DELETE',
    path: '/apps/invoice/delete',
    query: invoiceIdQuerySchema,
    reply: invoiceReplySchema,
    summary: 'Delete an invoice',
  }),
  clients: endpoint({
    method: 'GET',
    path: '/api/invoice/clients',
    query: wholeListQuerySchema,
    reply: z.array(clientSchema),
    summary: 'Every client, by name',
  }),
  addClient: endpoint({
    method: 'POST',
    path: '/apps/invoice/add-client',
    body: addClientBodySchema,
    reply: clientReplySchema,
    status: 201,
    summary: 'Add a client (from the editor\'s "Add new client")',
  }),
  addInvoice: endpoint({
    method: 'POST',
    path: '/apps/invoice/add',
    body: addInvoiceBodySchema,
    reply: invoiceReplySchema,
    status: 201,
    summary: 'Add a Draft invoice (id = largest + 1); totals are computed here',
  }),
  updateInvoice: endpoint({
    method: 'POST',
    path: '/apps/invoice/update',
    body: updateInvoiceBodySchema,
    reply: invoiceReplySchema,
    summary: 'Change an invoice; totals, balance and a paid status follow',
  }),
  addPayment: endpoint({
    method: 'POST',
    path: '/apps/invoice/add-payment',
    body: addPaymentBodySchema,
    reply: invoiceReplySchema,
    summary: 'Record a payment up to the balance; Paid at 0, Partial Payment in between',
  }),
  duplicate: endpoint({
    method: 'POST',
    path: '/apps/invoice/duplicate',
    body: invoiceIdBodySchema,
    reply: invoiceReplySchema,
    status: 201,
    summary: 'Copy an invoice as a new Draft, issued today, with nothing paid',
  }),
  send: endpoint({
    method: 'POST',
    path: '/apps/invoice/send',
    body: sendInvoiceBodySchema,
    reply: sendInvoiceReplySchema,
    status: 201,
    summary: "Mail the invoice (it lands in the sender's Sent folder); a Draft becomes Sent",
  }),
}

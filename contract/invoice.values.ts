/* The invoice app's plain values, without zod, for pages that only need them; `invoice.ts` re-exports everything
 * here. The arithmetic lives in invoice-totals.ts, shared by the page and the back end. */

export const INVOICE_STATUSES = [
  'Downloaded',
  'Draft',
  'Paid',
  'Partial Payment',
  'Past Due',
  'Sent',
] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

/** The columns `/apps/invoice/invoices` sorts by (`sortColumn`); `client` is the client's name. */
export const INVOICE_SORT_COLUMNS = [
  'id',
  'client',
  'total',
  'issuedDate',
  'dueDate',
  'balance',
  'invoiceStatus',
] as const
export type InvoiceSortColumn = (typeof INVOICE_SORT_COLUMNS)[number]

export const INVOICES_DEFAULT_PER_PAGE = 10

export const PAYMENT_METHODS = ['Bank Transfer', 'Cash', 'Credit Card', 'Debit Card', 'PayPal'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const PAYMENT_TERMS = ['Due on receipt', 'Net 15', 'Net 30', 'Net 60'] as const
export type PaymentTerms = (typeof PAYMENT_TERMS)[number]

export const AMOUNT_OVER_BALANCE_MESSAGE = 'The amount is more than the balance'
export const TOTAL_BELOW_PAID_MESSAGE = 'The new total is less than what was already paid'
export const ALREADY_PAID_MESSAGE = 'This invoice is already paid'
export const UNKNOWN_CLIENT_MESSAGE = 'Unknown client'
export const DUE_BEFORE_ISSUED_MESSAGE = 'The due date is before the issue date'

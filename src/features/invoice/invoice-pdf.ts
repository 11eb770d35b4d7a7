import { jsPDF } from 'jspdf'
import { INVOICE_SWITCH_DEFAULTS, type Invoice, type PaymentDetails } from '@contract/invoice'
import { lineTotal } from '@contract/invoice-totals'

/** What the PDF says, in the user's language: the page passes its translations and formatters. */
export interface InvoicePdfText {
  title: string
  issued: string
  due: string
  invoiceTo: string
  billTo: string
  totalDue: string
  bank: string
  country: string
  item: string
  cost: string
  qty: string
  price: string
  salesperson: string
  subtotal: string
  discount: string
  tax: string
  total: string
  balance: string
  note: string
  paymentTerms: string
  terms: string
  stubTitle: string
  stubHint: string
  stubInvoice: string
  money: (value: number) => string
  day: (value: string) => string
}

// the PDF's standard font covers Latin-1 (WinAnsi): the spaces Intl puts in numbers become plain ones
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

/**
 * The invoice as an A4 PDF laid out as the preview (header, client and bank side by side, the lines, totals, then
 * salesperson, terms, note and stub as the invoice's switches say). Text stays text, so it can be selected and
 * searched; the streams are left uncompressed (jsPDF's default), which keeps the file small enough for one page.
 */
export function invoicePdf(invoice: Invoice, details: PaymentDetails, text: InvoicePdfText): Blob {
  const doc = new jsPDF({ unit: 'pt', format: 'a4' })
  const left = 48
  const right = doc.internal.pageSize.getWidth() - 48
  let y = 64
  const write = (
    value: string,
    x: number,
    options: { bold?: boolean; size?: number; align?: 'right' } = {},
  ) => {
    doc.setFont('helvetica', options.bold ? 'bold' : 'normal')
    doc.setFontSize(options.size ?? 10)
    doc.text(plain(value), x, y, options.align ? { align: options.align } : undefined)
  }
  const newPageIfNeeded = (room: number) => {
    if (y + room < doc.internal.pageSize.getHeight() - 48) return
    doc.addPage()
    y = 64
  }

  write('Tessera', left, { bold: true, size: 18 })
  write(text.title, right, { bold: true, size: 16, align: 'right' })
  y += 20
  write(`${text.issued}: ${text.day(invoice.issuedDate)}`, right, { align: 'right' })
  y += 14
  write(`${text.due}: ${text.day(invoice.dueDate)}`, right, { align: 'right' })
  y += 30

  const middle = (left + right) / 2
  const top = y
  write(text.invoiceTo, left, { bold: true, size: 11 })
  for (const line of [
    invoice.client.name,
    invoice.client.company,
    invoice.client.address,
    invoice.client.country,
    invoice.client.contact,
    invoice.client.companyEmail,
  ].filter(Boolean)) {
    y += 14
    write(line, left)
  }
  const clientEnd = y
  y = top
  write(text.billTo, middle, { bold: true, size: 11 })
  for (const [label, value] of [
    [text.totalDue, text.money(details.totalDue)],
    [text.bank, details.bankName],
    [text.country, details.country],
    ['IBAN', details.iban],
    ['SWIFT', details.swiftCode],
  ]) {
    y += 14
    write(`${label}: ${value}`, middle)
  }
  y = Math.max(y, clientEnd) + 30

  const columns = [
    [text.item, left],
    [text.cost, right - 190],
    [text.qty, right - 110],
    [text.price, right],
  ] as const
  for (const [label, x] of columns) write(label, x, { bold: true, align: x === left ? undefined : 'right' })
  y += 6
  doc.line(left, y, right, y)
  for (const item of invoice.items) {
    const description = doc.splitTextToSize(plain(item.description), right - 240 - left) as string[]
    newPageIfNeeded(20 + description.length * 12)
    y += 16
    write(item.item, left, { bold: true })
    write(text.money(item.cost), right - 190, { align: 'right' })
    write(String(item.quantity), right - 110, { align: 'right' })
    write(text.money(lineTotal(item)), right, { align: 'right' })
    for (const line of description) {
      y += 12
      write(line, left, { size: 9 })
    }
    y += 6
    doc.line(left, y, right, y)
  }

  newPageIfNeeded(120)
  y += 20
  const totalsTop = y
  write(`${text.salesperson}: ${invoice.salesperson || '-'}`, left)
  y = totalsTop
  for (const [label, value, bold] of [
    [text.subtotal, text.money(invoice.subtotal), false],
    [text.discount, text.money(invoice.discount === 0 ? 0 : -invoice.discount), false],
    [text.tax, text.money(invoice.tax), false],
    [text.total, text.money(invoice.total), true],
    [text.balance, text.money(invoice.balance), false],
  ] as const) {
    write(label, right - 150, { bold })
    write(value, right, { bold, align: 'right' })
    y += 16
  }
  y += 10
  if (invoice.showPaymentTerms ?? INVOICE_SWITCH_DEFAULTS.showPaymentTerms) {
    write(`${text.paymentTerms}: ${text.terms}`, left)
    y += 18
  }
  if (invoice.note && (invoice.showClientNotes ?? INVOICE_SWITCH_DEFAULTS.showClientNotes)) {
    const lines = doc.splitTextToSize(plain(`${text.note}: ${invoice.note}`), right - left) as string[]
    newPageIfNeeded(lines.length * 13)
    for (const line of lines) {
      write(line, left)
      y += 13
    }
  }
  if (invoice.showPaymentStub ?? INVOICE_SWITCH_DEFAULTS.showPaymentStub) {
    newPageIfNeeded(90)
    y += 10
    doc.setLineDashPattern([4, 3], 0)
    doc.line(left, y, right, y)
    doc.setLineDashPattern([], 0)
    y += 20
    write(text.stubTitle, left, { bold: true, size: 11 })
    y += 14
    write(text.stubHint, left, { size: 9 })
    for (const line of [
      `${text.stubInvoice}: #${invoice.id}`,
      `${text.due}: ${text.day(invoice.dueDate)}`,
      `${text.balance}: ${text.money(invoice.balance)}`,
    ]) {
      y += 14
      write(line, left)
    }
  }
  return doc.output('blob')
}

import {
  INVOICE_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_TERMS,
  type Client,
  type Invoice,
  type InvoiceItem,
  type InvoiceStatus,
  type PaymentDetails,
} from '../../contract/invoice'
import { balanceAfter, fromCents, invoiceTotals, toCents } from '../../contract/invoice-totals'
import type { User } from '../../contract/users'
import { CITIES } from './people'
import { isoDay, type Random } from './prng'

/** The first invoice's number; the 50 seeded ones run up to 5036. */
const FIRST_INVOICE_ID = 4987

const SERVICES: readonly { item: string; description: string; cost: number }[] = [
  { item: 'Brand identity', description: 'Logo, palette and type for print and screen', cost: 1850 },
  { item: 'Landing page', description: 'One responsive page with its copy', cost: 960 },
  { item: 'Dashboard theme', description: 'Light and dark skins for the admin app', cost: 1240.5 },
  { item: 'Support hours', description: 'Bug fixes and small changes, per hour', cost: 85 },
  { item: 'UX audit', description: 'Findings and a ranked list of fixes', cost: 720 },
  { item: 'Icon set', description: 'Forty icons in two weights', cost: 399.99 },
  { item: 'Hosting (year)', description: 'Managed hosting with daily backups', cost: 240 },
  { item: 'Data migration', description: 'Import of the old records, checked row by row', cost: 1375.25 },
]

const SALESPEOPLE = ['Odette Pemberton', 'Farid Castellan', 'Maren Whitlock'] as const

/** The demo company's bank: what every invoice's "payment details" shows. */
export const PAYMENT_DETAILS: Omit<PaymentDetails, 'totalDue'> = {
  bankName: 'Bank of Tessera',
  country: 'Portugal',
  iban: 'PT50 0002 0123 1234 5678 9015 4',
  swiftCode: 'TSRAPTPL',
}

/** The clients are the first twelve users as companies know them: their invoices show on the user's page. */
export function seedClients(users: readonly User[], random: Random): Client[] {
  return users.slice(0, 12).map((user, index) => ({
    id: index + 1,
    name: user.fullName,
    company: user.company,
    companyEmail: user.email,
    address: `${random.int(2, 240)} ${random.pick(['Harbor', 'Kiln', 'Mill', 'Quarry'])} Street, ${random.pick(CITIES)}`,
    country: user.country,
    contact: user.contact,
  }))
}

export const invoiceClientOf = ({ id: _id, ...client }: Client) => client

function seedItems(random: Random): InvoiceItem[] {
  return Array.from({ length: random.int(1, 3) }, () => {
    const service = random.pick(SERVICES)
    return {
      ...service,
      quantity: random.int(1, 4),
      discount: random.pick([0, 0, 5, 10]),
      tax: random.pick([0, 6, 13, 23]),
    }
  })
}

/** A first payment that leaves between a quarter and three quarters due, to the cent. */
const partOf = (total: number, random: Random) =>
  fromCents(Math.round(toCents(total) * (random.int(25, 75) / 100)))

/** 50 invoices, newest (highest id) issued most recently; every status occurs and balances match payments. */
export function seedInvoices(clients: readonly Client[], random: Random, now: Date): Invoice[] {
  return Array.from({ length: 50 }, (_, index) => {
    const client = clients[index % clients.length]
    const items = seedItems(random)
    const totals = invoiceTotals(items)
    const status: InvoiceStatus =
      index < INVOICE_STATUSES.length ? INVOICE_STATUSES[index] : random.pick(INVOICE_STATUSES)
    const issuedOffset = -(50 - index) * 4 - random.int(0, 3)
    const dueOffset = status === 'Past Due' ? -random.int(1, 20) : issuedOffset + random.int(15, 60)
    const method = random.pick(PAYMENT_METHODS)
    const paid =
      status === 'Paid' ? totals.total : status === 'Partial Payment' ? partOf(totals.total, random) : 0
    return {
      id: FIRST_INVOICE_ID + index,
      // a Past Due invoice was issued a few weeks before its due date
      issuedDate: isoDay(now, Math.min(issuedOffset, dueOffset - 21)),
      dueDate: isoDay(now, dueOffset),
      clientId: client.id,
      client: invoiceClientOf(client),
      service: items[0].item,
      items,
      ...totals,
      balance: balanceAfter(totals.total, paid),
      avatar: '',
      invoiceStatus: status,
      salesperson: random.pick(SALESPEOPLE),
      note: 'Thank you for your business. Payment is due by the date above.',
      paymentTerms: random.pick(PAYMENT_TERMS),
      paymentMethod: method,
      payments: paid > 0 ? [{ amount: paid, date: isoDay(now, issuedOffset + 7), method, note: '' }] : [],
    }
  })
}

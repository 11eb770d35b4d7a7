import type { Context } from 'hono'
import {
  ALREADY_PAID_MESSAGE,
  AMOUNT_OVER_BALANCE_MESSAGE,
  DUE_BEFORE_ISSUED_MESSAGE,
  INVOICE_FIELD_DEFAULTS,
  INVOICE_STATUSES,
  INVOICES_DEFAULT_PER_PAGE,
  invoiceApi,
  TOTAL_BELOW_PAID_MESSAGE,
  UNKNOWN_CLIENT_MESSAGE,
  type Client,
  type ClientReply,
  type Invoice,
  type InvoiceDetailReply,
  type InvoiceItem,
  type InvoiceReply,
  type InvoicesReply,
  type SendInvoiceReply,
} from '../../contract/invoice'
import { balanceAfter, invoiceTotals, toCents } from '../../contract/invoice-totals'
import { positiveIntParam } from '../../contract/common'
import { requireAbility, requireAuth } from '../lib/auth'
import type { AppEnv, Deps } from '../lib/env'
import { ApiError, notFound } from '../lib/errors'
import { pageWindow, searchItems, sortItems, wholeList } from '../lib/list'
import { keepInOutbox, sendLater } from '../lib/mail'
import { assertRoomFor } from '../lib/quota'
import { routeGroup } from '../lib/route'
import { composeMail } from '../mail/templates'
import { invoiceClientOf, PAYMENT_DETAILS } from '../seed/invoices'
import { isoDay } from '../seed/prng'
import { storeComposed } from './email'
import { notify } from '../lib/notify'

const read = [requireAuth, requireAbility('read', 'Invoice')]
const write = [requireAuth, requireAbility('manage', 'Invoice')]

function findInvoice(invoices: Invoice[], id: number): Invoice {
  const invoice = invoices.find((i) => i.id === id)
  if (!invoice) throw notFound('Invoice')
  return invoice
}

function findClient(clients: Client[], id: number): Client {
  const client = clients.find((c) => c.id === id)
  if (!client) throw new ApiError(400, { error: { clientId: UNKNOWN_CLIENT_MESSAGE } })
  return client
}

const paidSoFar = (invoice: Invoice) => invoice.payments.reduce((sum, p) => sum + toCents(p.amount), 0) / 100

/**
 * Totals from the items (contract/invoice-totals.ts), the balance from the payments, and a status that follows
 * them: once anything is paid the status is Paid at a zero balance and Partial Payment before that.
 */
function settle(invoice: Invoice, items: InvoiceItem[]) {
  const totals = invoiceTotals(items)
  const paid = paidSoFar(invoice)
  if (toCents(totals.total) < toCents(paid))
    throw new ApiError(400, { error: { items: TOTAL_BELOW_PAID_MESSAGE } })
  Object.assign(invoice, totals, { items, service: items[0].item, balance: balanceAfter(totals.total, paid) })
  if (paid > 0) invoice.invoiceStatus = invoice.balance === 0 ? 'Paid' : 'Partial Payment'
}

/** The sort key of a column (`client` sorts by the client's name), beside the invoice it stands for. */
const sortable = (invoice: Invoice) => ({ ...invoice, client: invoice.client.name, invoice })

const today = (c: Context<AppEnv>) => isoDay(new Date(c.var.deps.now()), 0)

/**
 * Invoices are shared records with no owner account: the account that sent the invoice or recorded its last payment
 * is the one told (docs/api.md, "Notifications").
 */
const invoiceEvent = (
  kind: 'invoicePaid' | 'invoiceSent',
  invoice: Invoice,
  to = invoice.client.companyEmail,
) => ({
  kind,
  params: { id: String(invoice.id), client: invoice.client.name, to },
  link: { to: '/apps/invoice/preview/$id', params: { id: String(invoice.id) } },
})

/**
 * The "invoice sent" message to the address it went to, beside the email app's copy (which is the sender's Sent
 * folder): the outbox and the runtime's delivery, like every message the back end sends.
 */
async function sendInvoiceMessage(deps: Deps, invoice: Invoice, to: string) {
  const message = composeMail(
    'invoiceSent',
    to,
    {
      name: invoice.client.companyEmail === to ? invoice.client.name : to,
      invoiceNumber: String(invoice.id),
      // the invoices are in US dollars (contract/invoice.ts)
      total: `$${invoice.total.toFixed(2)}`,
      dueDate: invoice.dueDate,
      link: `${deps.appUrl}/apps/invoice/preview/${invoice.id}`,
    },
    deps.now(),
  )
  await deps.store.update('outbox', (outbox) => keepInOutbox(outbox, message))
  sendLater(deps, message)
}

export const invoiceRoutes = routeGroup()
  .route(invoiceApi.invoices, read, async (c) => {
    const { q, status, sortColumn, sort, allData: withAllData = true, ...page } = c.req.valid('query')
    const window = pageWindow(page, INVOICES_DEFAULT_PER_PAGE)
    const wanted = status?.trim().toLowerCase()
    const list = (invoices: readonly Invoice[]) => {
      const filtered = invoices.filter((invoice) => !wanted || invoice.invoiceStatus.toLowerCase() === wanted)
      const found = searchItems(
        filtered.map((invoice) => ({
          invoice,
          name: invoice.client.name,
          email: invoice.client.companyEmail,
        })),
        q,
        ['name', 'email'],
      ).map(({ invoice }) => invoice)
      const newestFirst = found.toSorted((a, b) => b.id - a.id)
      // the sort is stable, so rows that tie on it stay newest first
      const sorted = sortColumn
        ? sortItems(newestFirst.map(sortable), sortColumn, sort).map(({ invoice }) => invoice)
        : newestFirst
      return { items: sorted.slice(window.offset, window.offset + window.limit), total: sorted.length }
    }
    if (withAllData) {
      // the spec's whole list, first in the reply as before: every row is read anyway, so no query
      const allData = await c.var.deps.store.read('invoices')
      const { items, total } = list(allData)
      return c.json({ allData, invoices: items, total } satisfies InvoicesReply)
    }
    // on the database, SQL over the invoice rows and their indexes; elsewhere the cached collection
    const { items, total } = await c.var.deps.store.list(
      'invoices',
      (lists, source) =>
        lists.invoices(source, {
          q,
          status: INVOICE_STATUSES.find((name) => name.toLowerCase() === wanted),
          sortColumn,
          sort,
          ...window,
        }),
      list,
    )
    return c.json({ invoices: items, total } satisfies InvoicesReply)
  })
  .route(invoiceApi.invoice, read, async (c) => {
    const id = positiveIntParam.safeParse(c.req.param('id'))
    if (!id.success) throw new ApiError(400, { error: { id: 'Must be a positive integer' } })
    const invoice = findInvoice(await c.var.deps.store.read('invoices'), id.data)
    return c.json({
      invoice,
      paymentDetails: { totalDue: invoice.balance, ...PAYMENT_DETAILS },
    } satisfies InvoiceDetailReply)
  })
  .route(invoiceApi.deleteInvoice, write, async (c) => {
    const { id } = c.req.valid('query')
    const invoice = await c.var.deps.store.update('invoices', (invoices) => {
      const stored = findInvoice(invoices, id)
      invoices.splice(invoices.indexOf(stored), 1)
      return stored
    })
    return c.json({ invoice } satisfies InvoiceReply)
  })
  .route(invoiceApi.clients, read, async (c) => {
    const clients = await c.var.deps.store.read('clients')
    const sorted = clients.toSorted((a, b) => a.name.localeCompare(b.name, 'en'))
    return c.json(wholeList(c, sorted, c.req.valid('query').offset))
  })
  .route(invoiceApi.addClient, write, async (c) => {
    const fields = c.req.valid('json')
    const client = await c.var.deps.store.update('clients', async (clients, newId) => {
      const added: Client = { id: await newId('clients'), ...fields }
      assertRoomFor(c.var.deps.quotas, 'clients', clients, added)
      clients.push(added)
      return added
    })
    return c.json({ client } satisfies ClientReply, 201)
  })
  .route(invoiceApi.addInvoice, write, async (c) => {
    const { clientId, items, ...fields } = c.req.valid('json')
    const invoice = await c.var.deps.store.updateMany(
      ['invoices', 'clients'],
      async ({ invoices, clients }, newId) => {
        const client = findClient(clients, clientId)
        const added: Invoice = {
          id: await newId('invoices'),
          ...INVOICE_FIELD_DEFAULTS,
          ...fields,
          clientId,
          client: invoiceClientOf(client),
          service: '',
          items: [],
          subtotal: 0,
          discount: 0,
          tax: 0,
          total: 0,
          balance: 0,
          avatar: '',
          invoiceStatus: 'Draft',
          payments: [],
        }
        settle(added, items)
        assertRoomFor(c.var.deps.quotas, 'invoices', invoices, added)
        invoices.push(added)
        return added
      },
    )
    return c.json({ invoice } satisfies InvoiceReply, 201)
  })
  .route(invoiceApi.updateInvoice, write, async (c) => {
    const { id, clientId, items, ...fields } = c.req.valid('json')
    const invoice = await c.var.deps.store.updateMany(['invoices', 'clients'], ({ invoices, clients }) => {
      const stored = findInvoice(invoices, id)
      if ((fields.dueDate ?? stored.dueDate) < (fields.issuedDate ?? stored.issuedDate))
        throw new ApiError(400, { error: { dueDate: DUE_BEFORE_ISSUED_MESSAGE } })
      if (clientId !== undefined)
        Object.assign(stored, { clientId, client: invoiceClientOf(findClient(clients, clientId)) })
      Object.assign(stored, fields)
      settle(stored, items ?? stored.items)
      return stored
    })
    return c.json({ invoice } satisfies InvoiceReply)
  })
  .route(invoiceApi.addPayment, write, async (c) => {
    const { id, ...payment } = c.req.valid('json')
    const invoice = await c.var.deps.store.update('invoices', (invoices) => {
      const stored = findInvoice(invoices, id)
      if (stored.balance <= 0) throw new ApiError(400, { error: { amount: ALREADY_PAID_MESSAGE } })
      if (toCents(payment.amount) > toCents(stored.balance))
        throw new ApiError(400, { error: { amount: AMOUNT_OVER_BALANCE_MESSAGE } })
      stored.payments.push(payment)
      settle(stored, stored.items)
      return stored
    })
    if (invoice.balance <= 0) await notify(c.var.deps, c.var.account.id, invoiceEvent('invoicePaid', invoice))
    return c.json({ invoice } satisfies InvoiceReply)
  })
  .route(invoiceApi.duplicate, write, async (c) => {
    const { id } = c.req.valid('json')
    const issued = today(c)
    const invoice = await c.var.deps.store.update('invoices', async (invoices, newId) => {
      const source = findInvoice(invoices, id)
      // Stored records are immutable (docs/backend.md, "Cache"): the copy may share the source's items.
      const copy: Invoice = {
        ...source,
        id: await newId('invoices'),
        issuedDate: issued,
        // keeps the source's payment window
        dueDate: isoDay(new Date(`${issued}T00:00:00Z`), daysBetween(source.issuedDate, source.dueDate)),
        invoiceStatus: 'Draft',
        payments: [],
        balance: source.total,
      }
      assertRoomFor(c.var.deps.quotas, 'invoices', invoices, copy)
      invoices.push(copy)
      return copy
    })
    return c.json({ invoice } satisfies InvoiceReply, 201)
  })
  .route(invoiceApi.send, write, async (c) => {
    const { id, to, subject, message } = c.req.valid('json')
    // check the invoice first: an unknown id must not leave a mail behind
    const found = findInvoice(await c.var.deps.store.read('invoices'), id)
    const { mail } = await storeComposed(
      c,
      {
        to: [{ name: found.client.companyEmail === to ? found.client.name : '', email: to }],
        cc: [],
        bcc: [],
        subject,
        message,
        attachments: [{ fileName: `invoice-${id}.pdf`, size: 48_000 + found.items.length * 2_000 }],
      },
      'sent',
    )
    const invoice = await c.var.deps.store.update('invoices', (invoices) => {
      const stored = findInvoice(invoices, id)
      if (stored.invoiceStatus === 'Draft') stored.invoiceStatus = 'Sent'
      return stored
    })
    await notify(c.var.deps, c.var.account.id, invoiceEvent('invoiceSent', invoice, to))
    await sendInvoiceMessage(c.var.deps, invoice, to)
    return c.json({ invoice, email: mail } satisfies SendInvoiceReply, 201)
  })

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

import { mailApi } from '../../contract/mail'
/**
 * The invoice calls as table rows (see cases.ts): reads against the seed first, then add → edit → payments →
 * duplicate → send → delete, each followed by the read that proves it.
 */
import { emailApi } from '../../contract/email'
import {
  ALREADY_PAID_MESSAGE,
  AMOUNT_OVER_BALANCE_MESSAGE,
  DUE_BEFORE_ISSUED_MESSAGE,
  INVOICE_SORT_COLUMNS,
  INVOICE_STATUSES,
  invoiceApi,
  invoiceDetailReplySchema,
  invoicesReplySchema,
  TOTAL_BELOW_PAID_MESSAGE,
  UNKNOWN_CLIENT_MESSAGE,
  type Invoice,
  type InvoiceSortColumn,
} from '../../contract/invoice'
import { usersApi } from '../../contract/users'
import { sortItems } from '../lib/list'
import { buildSeed } from '../seed'
import type { ApiCase, ApiReply, Expect, Session } from './cases'
import { del, get, post, type RequestQuery } from './requests'

const SEED = buildSeed(new Date())
const INVOICES = SEED.invoices
const NEWEST_FIRST = INVOICES.toSorted((a, b) => b.id - a.id)
const admin = (s: Session) => s.admin.accessToken
const list = (query: RequestQuery) => (s: Session) => get(invoiceApi.invoices, admin(s), query)
const ids = (invoices: Invoice[]) => invoices.map((invoice) => invoice.id)
const UNKNOWN = 99_999
const NEW_ID = Math.max(...ids(INVOICES)) + 1
const CLIENT = SEED.clients[0]
/** A user whose email is a client's: the invoices made for them outlive them. */
const USER_WITH_INVOICES = SEED.users.find((u) => INVOICES.some((i) => i.client.companyEmail === u.email))!

const expectPage =
  (expected: Invoice[], total = expected.length) =>
  ({ body }: ApiReply, expect: Expect) => {
    expect(invoicesReplySchema.safeParse(body).error).toBe(undefined)
    expect(ids(body.invoices)).toEqual(ids(expected))
    expect(body.total).toBe(total)
  }

/** Three lines whose total is worked out by hand in the comment, not by the shared function. */
const THREE_LINES = [
  // 2 × 19.99 = 39.98; 10 % off = 4.00 (3.998 rounds up); tax 23 % of 35.98 = 8.28 (8.2754)
  { item: 'Tile sample box', description: 'Twelve glazes', cost: 19.99, quantity: 2, discount: 10, tax: 23 },
  // 3 × 120 = 360; no discount; tax 6 % = 21.60
  { item: 'Layout plan', description: '', cost: 120, quantity: 3, discount: 0, tax: 6 },
  // 1 × 0.05; 50 % off = 0.03 (0.025 rounds away from zero); no tax: 0.02
  { item: 'Grout sachet', description: 'Half price', cost: 0.05, quantity: 1, discount: 50, tax: 0 },
]
// subtotal 400.03, discount 4.03, tax 29.88, total 425.88
const THREE_LINE_TOTALS = { subtotal: 400.03, discount: 4.03, tax: 29.88, total: 425.88 }

const NEW_INVOICE = {
  clientId: CLIENT.id,
  issuedDate: '2031-03-01',
  dueDate: '2031-03-31',
  items: THREE_LINES,
  salesperson: 'Farid Castellan',
  note: 'Thanks!',
  paymentTerms: 'Net 30',
  paymentMethod: 'Bank Transfer',
}

/**
 * The list's order as the route's own path defines it (backend/routes/invoice.ts): newest first, then a stable sort
 * on the column (the client's name for `client`; Intl.Collator for text), so ties stay newest first in both
 * directions. Every store must answer it.
 */
const sortedLike = <T extends { id: number; client: { name: string } }>(
  rows: readonly T[],
  column: InvoiceSortColumn,
  sort: 'asc' | 'desc',
): T[] => {
  const sortable = rows
    .toSorted((a, b) => b.id - a.id)
    .map((row) => ({ ...row, client: row.client.name, row }))
  return sortItems(
    sortable as unknown as (Record<InvoiceSortColumn, unknown> & { row: T })[],
    column,
    sort,
  ).map(({ row }) => row)
}
const DIRECTIONS = ['asc', 'desc'] as const
const paged = (query: object) => list({ ...query, allData: false })

/** Every sort in both directions over the seed (the page alone, as the invoice list asks), and page edges. */
const SORTED_READS: ApiCase[] = [
  ...INVOICE_SORT_COLUMNS.flatMap((sortColumn) =>
    DIRECTIONS.map((sort): ApiCase => ({
      name: `invoices list sortColumn=${sortColumn}&sort=${sort}: every invoice, ties newest first`,
      request: paged({ sortColumn, sort, perPage: 100 }),
      status: 200,
      check: expectPage(sortedLike(INVOICES, sortColumn, sort)),
    })),
  ),
  {
    name: 'invoices list sorted by status, page 2 of 8: a page edge inside a run of one status',
    request: paged({ sortColumn: 'invoiceStatus', page: 2, perPage: 8 }),
    status: 200,
    check: expectPage(sortedLike(INVOICES, 'invoiceStatus', 'asc').slice(8, 16), 50),
  },
  {
    name: 'invoices list sorted by client, descending, last page: what is left, the true total',
    request: paged({ sortColumn: 'client', sort: 'desc', page: 7, perPage: 8 }),
    status: 200,
    check: expectPage(sortedLike(INVOICES, 'client', 'desc').slice(48), 50),
  },
  {
    name: 'invoices list sorted past the last page: empty, the true total',
    request: paged({ sortColumn: 'dueDate', page: 3, perPage: 25 }),
    status: 200,
    check: expectPage([], 50),
  },
  ...INVOICE_STATUSES.map((status): ApiCase => ({
    name: `invoices list status=${status.toUpperCase()} sorted by balance, descending`,
    request: paged({ status: status.toUpperCase(), sortColumn: 'balance', sort: 'desc', perPage: 100 }),
    status: 200,
    check: expectPage(
      sortedLike(
        INVOICES.filter((i) => i.invoiceStatus === status),
        'balance',
        'desc',
      ),
    ),
  })),
  {
    name: 'invoices list: a search on the company e-mail sorted by the issue date, second page of 3',
    request: paged({ q: '.TEST', sortColumn: 'issuedDate', page: 2, perPage: 3 }),
    status: 200,
    check: expectPage(sortedLike(INVOICES, 'issuedDate', 'asc').slice(3, 6), 50),
  },
]

const READS: ApiCase[] = [
  {
    name: 'invoices list: newest first, 10 a page, total 50, allData every invoice',
    request: list(''),
    status: 200,
    check: (reply, expect) => {
      expectPage(NEWEST_FIRST.slice(0, 10), 50)(reply, expect)
      expect(reply.body.allData).toHaveLength(50)
    },
  },
  {
    name: 'invoices list: allData=false leaves the whole list out, the page and total stay',
    request: list('page=2&perPage=20&allData=false'),
    status: 200,
    check: (reply, expect) => {
      expectPage(NEWEST_FIRST.slice(20, 40), 50)(reply, expect)
      expect(Object.keys(reply.body).toSorted()).toEqual(['invoices', 'total'])
    },
  },
  {
    name: 'invoices list: allData=true is the spec reply',
    request: list('allData=true'),
    status: 200,
    check: (reply, expect) => expect(reply.body.allData).toHaveLength(50),
  },
  {
    name: 'invoices list: allData other than true or false is 400',
    request: list('allData=no'),
    status: 400,
    check: (reply, expect) => expect(reply.body).toEqual({ error: { allData: 'Must be true or false' } }),
  },
  {
    name: 'invoices list: page 2 of 20',
    request: list('page=2&perPage=20'),
    status: 200,
    check: expectPage(NEWEST_FIRST.slice(20, 40), 50),
  },
  ...INVOICE_STATUSES.map((status): ApiCase => ({
    name: `invoices list status=${status.toLowerCase()} matches ${status} whatever the case`,
    request: list({ status: status.toLowerCase(), perPage: 100 }),
    status: 200,
    check: (reply, expect) => {
      expectPage(NEWEST_FIRST.filter((i) => i.invoiceStatus === status))(reply, expect)
      expect(reply.body.total).toBeGreaterThan(0)
    },
  })),
  {
    name: 'invoices list q matches the client name',
    request: list({ q: ` ${CLIENT.name.toUpperCase()}`, perPage: 100 }),
    status: 200,
    check: expectPage(NEWEST_FIRST.filter((i) => i.client.name === CLIENT.name)),
  },
  {
    name: 'invoices list q matches the company email',
    request: list({ q: CLIENT.companyEmail, perPage: 100 }),
    status: 200,
    check: expectPage(NEWEST_FIRST.filter((i) => i.client.companyEmail === CLIENT.companyEmail)),
  },
  {
    name: 'invoices list sortColumn=total&sort=asc',
    request: list({ sortColumn: 'total', sort: 'asc', perPage: 100 }),
    status: 200,
    check: ({ body }, expect) => {
      const totals = body.invoices.map((i: Invoice) => i.total)
      expect(totals).toEqual(totals.toSorted((a: number, b: number) => a - b))
      expect(body.total).toBe(50)
    },
  },
  {
    name: 'invoices list sortColumn=client&sort=desc sorts by the client name',
    request: list({ sortColumn: 'client', sort: 'desc', perPage: 100 }),
    status: 200,
    check: ({ body }, expect) => {
      const names = body.invoices.map((i: Invoice) => i.client.name)
      expect(names).toEqual(names.toSorted((a: string, b: string) => b.localeCompare(a, 'en')))
    },
  },
  ...['status=lost', 'sortColumn=secret', 'sort=sideways', 'page=x', 'perPage=0'].map((query): ApiCase => ({
    name: `invoices list rejects ${query}`,
    request: list(query),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual([query.split('=')[0]]),
  })),
  {
    name: 'invoice detail: the invoice and payment details, totalDue = balance',
    request: (s) => get(invoiceApi.invoice, admin(s), undefined, { id: NEWEST_FIRST[0].id }),
    status: 200,
    check: ({ body }, expect) => {
      expect(invoiceDetailReplySchema.safeParse(body).error).toBe(undefined)
      expect(body.invoice).toEqual(NEWEST_FIRST[0])
      expect(body.paymentDetails.totalDue).toBe(NEWEST_FIRST[0].balance)
    },
  },
  {
    name: 'invoice detail: unknown id is a 404',
    request: (s) => get(invoiceApi.invoice, admin(s), undefined, { id: UNKNOWN }),
    status: 404,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Invoice not found' }),
  },
  {
    name: 'invoice detail: an id that is not a number is a 400',
    request: (s) => get(invoiceApi.invoice, admin(s), undefined, { id: 'abc' }),
    status: 400,
  },
  {
    name: 'invoice clients: a bare array by name',
    request: (s) => get(invoiceApi.clients, admin(s)),
    status: 200,
    check: ({ body, headers }, expect) => {
      expect(body).toHaveLength(SEED.clients.length)
      expect(headers['x-total-count']).toBe(String(SEED.clients.length))
      const names = body.map((c: { name: string }) => c.name)
      expect(names).toEqual(names.toSorted((a: string, b: string) => a.localeCompare(b, 'en')))
    },
  },
  {
    name: 'invoice clients with offset: the rest of the list, the total unchanged',
    request: (s) => get(invoiceApi.clients, admin(s), `offset=${SEED.clients.length - 1}`),
    status: 200,
    check: ({ body, headers }, expect) => {
      expect(body).toHaveLength(1)
      expect(headers['x-total-count']).toBe(String(SEED.clients.length))
    },
  },
  { name: 'invoices list without a token: 401', request: () => get(invoiceApi.invoices), status: 401 },
  {
    name: 'invoices list as the client role: 403',
    request: (s) => get(invoiceApi.invoices, s.client.accessToken),
    status: 403,
  },
  {
    name: 'invoice add as the client role: 403',
    request: (s) => post(invoiceApi.addInvoice, NEW_INVOICE, s.client.accessToken),
    status: 403,
  },
]

const addInvoice = (body: unknown) => (s: Session) => post(invoiceApi.addInvoice, body, admin(s))
const update = (body: unknown) => (s: Session) => post(invoiceApi.updateInvoice, body, admin(s))
const pay = (body: object) => (s: Session) =>
  post(invoiceApi.addPayment, { id: NEW_ID, date: '2031-03-05', method: 'Cash', ...body }, admin(s))
const detail = (id: number) => (s: Session) => get(invoiceApi.invoice, admin(s), undefined, { id })

const WRITES: ApiCase[] = [
  {
    name: 'invoice add: no client, a due date before the issue date and a bad line are field errors',
    request: addInvoice({
      ...NEW_INVOICE,
      clientId: undefined,
      dueDate: '2031-02-01',
      items: [{ ...THREE_LINES[0], quantity: 0, cost: -1 }],
    }),
    status: 400,
    check: ({ body }, expect) => {
      expect(body.error.clientId).toBe('Choose a client')
      expect(body.error['items.0.quantity']).toBe('At least 1')
      expect(body.error['items.0.cost']).toBe('Must not be negative')
    },
  },
  {
    name: 'invoice add: a due date before the issue date',
    request: addInvoice({ ...NEW_INVOICE, dueDate: '2031-02-01' }),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { dueDate: DUE_BEFORE_ISSUED_MESSAGE } }),
  },
  {
    name: 'invoice add: no items',
    request: addInvoice({ ...NEW_INVOICE, items: [] }),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual(['items']),
  },
  {
    name: 'invoice add: an unknown client',
    request: addInvoice({ ...NEW_INVOICE, clientId: 999 }),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { clientId: UNKNOWN_CLIENT_MESSAGE } }),
  },
  {
    name: 'invoice add: a cost with a fraction of a cent',
    request: addInvoice({ ...NEW_INVOICE, items: [{ ...THREE_LINES[0], cost: 1.001 }] }),
    status: 400,
    check: ({ body }, expect) => expect(body.error['items.0.cost']).toBe('At most two decimals'),
  },
  {
    name: 'invoice add: three lines, totals to the cent, a Draft with the whole total due',
    request: addInvoice(NEW_INVOICE),
    status: 201,
    mutates: true,
    check: ({ body }, expect) => {
      expect(body.invoice).toMatchObject({
        id: NEW_ID,
        ...THREE_LINE_TOTALS,
        balance: THREE_LINE_TOTALS.total,
        invoiceStatus: 'Draft',
        clientId: CLIENT.id,
        client: { name: CLIENT.name, companyEmail: CLIENT.companyEmail },
        service: 'Tile sample box',
        payments: [],
      })
    },
  },
  {
    name: 'invoice add: the side-panel switches default to terms and notes shown, no payment stub',
    request: detail(NEW_ID),
    status: 200,
    check: ({ body }, expect) =>
      expect(body.invoice).toMatchObject({
        showPaymentTerms: true,
        showClientNotes: true,
        showPaymentStub: false,
      }),
  },
  {
    name: 'invoice update: the side-panel switches are saved',
    request: update({ id: NEW_ID, showPaymentTerms: false, showClientNotes: false, showPaymentStub: true }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) =>
      expect(body.invoice).toMatchObject({
        showPaymentTerms: false,
        showClientNotes: false,
        showPaymentStub: true,
      }),
  },
  {
    name: 'invoice update: a switch that is not true or false is a field error',
    request: update({ id: NEW_ID, showPaymentStub: 'yes' }),
    status: 400,
    check: ({ body }, expect) =>
      expect(body).toEqual({ error: { showPaymentStub: 'Must be true or false' } }),
  },
  {
    name: 'invoices list: the new invoice comes first',
    request: list(''),
    status: 200,
    check: ({ body }, expect) => {
      expect(body.invoices[0].id).toBe(NEW_ID)
      expect(body.total).toBe(51)
    },
  },
  {
    name: 'invoice update: an unknown id is a 404',
    request: update({ id: UNKNOWN, note: 'x' }),
    status: 404,
  },
  {
    name: 'invoice update: a due date before the stored issue date',
    request: update({ id: NEW_ID, dueDate: '2031-01-01' }),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { dueDate: DUE_BEFORE_ISSUED_MESSAGE } }),
  },
  {
    name: 'invoice update: new lines recompute the totals; other fields stay',
    request: update({ id: NEW_ID, items: THREE_LINES.slice(1), note: 'Revised' }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) =>
      // 360 + 21.60 + 0.02
      expect(body.invoice).toMatchObject({
        total: 381.62,
        balance: 381.62,
        note: 'Revised',
        salesperson: 'Farid Castellan',
        service: 'Layout plan',
      }),
  },
  {
    name: 'invoice add-payment: more than the balance is a field error',
    request: pay({ amount: 381.63 }),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { amount: AMOUNT_OVER_BALANCE_MESSAGE } }),
  },
  {
    name: 'invoice add-payment: zero is a field error',
    request: pay({ amount: 0 }),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual(['amount']),
  },
  {
    name: 'invoice add-payment: an unknown invoice is a 404',
    request: pay({ id: UNKNOWN, amount: 1 }),
    status: 404,
  },
  {
    name: 'invoice add-payment: a partial payment lowers the balance, status Partial Payment',
    request: pay({ amount: 100.5, note: 'First part' }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => {
      expect(body.invoice).toMatchObject({ balance: 281.12, invoiceStatus: 'Partial Payment' })
      expect(body.invoice.payments).toEqual([
        { amount: 100.5, date: '2031-03-05', method: 'Cash', note: 'First part' },
      ])
    },
  },
  {
    name: 'invoice update: a total below what was paid is refused',
    request: update({ id: NEW_ID, items: [THREE_LINES[2]] }),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { items: TOTAL_BELOW_PAID_MESSAGE } }),
  },
  {
    name: 'invoice add-payment: the rest brings the balance to 0, status Paid',
    request: pay({ amount: 281.12 }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body.invoice).toMatchObject({ balance: 0, invoiceStatus: 'Paid' }),
  },
  {
    name: 'invoice add-payment: a paid invoice takes no more',
    request: pay({ amount: 1 }),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { amount: ALREADY_PAID_MESSAGE } }),
  },
  {
    name: 'invoice detail reads the payments back, totalDue 0',
    request: detail(NEW_ID),
    status: 200,
    check: ({ body }, expect) => {
      expect(body.invoice.payments).toHaveLength(2)
      expect(body.paymentDetails.totalDue).toBe(0)
    },
  },
  {
    name: 'invoice duplicate: a Draft copy with a new id and nothing paid',
    request: (s) => post(invoiceApi.duplicate, { id: NEW_ID }, admin(s)),
    status: 201,
    mutates: true,
    check: ({ body }, expect) =>
      expect(body.invoice).toMatchObject({
        id: NEW_ID + 1,
        total: 381.62,
        balance: 381.62,
        invoiceStatus: 'Draft',
        payments: [],
        client: { name: CLIENT.name },
      }),
  },
  {
    name: 'invoice duplicate: an unknown id is a 404',
    request: (s) => post(invoiceApi.duplicate, { id: UNKNOWN }, admin(s)),
    status: 404,
  },
  {
    name: 'invoice send: a bad address is a field error, no mail stored',
    request: (s) =>
      post(invoiceApi.send, { id: NEW_ID + 1, to: 'nobody', subject: 'Invoice', message: '' }, admin(s)),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual(['to']),
  },
  {
    name: 'invoice send: an unknown invoice is a 404, no mail stored',
    request: (s) => post(invoiceApi.send, { id: UNKNOWN, to: 'a@b.test', subject: 'Invoice' }, admin(s)),
    status: 404,
  },
  {
    name: 'invoice send: the mail is stored in Sent with the invoice attached; the Draft becomes Sent',
    request: (s) =>
      post(
        invoiceApi.send,
        {
          id: NEW_ID + 1,
          to: CLIENT.companyEmail,
          subject: `Invoice #${NEW_ID + 1}`,
          message: '<p>Hello</p>',
        },
        admin(s),
      ),
    status: 201,
    mutates: true,
    check: ({ body }, expect) => {
      expect(body.invoice.invoiceStatus).toBe('Sent')
      expect(body.email).toMatchObject({
        folder: 'sent',
        subject: `Invoice #${NEW_ID + 1}`,
        to: [{ email: CLIENT.companyEmail, name: CLIENT.name }],
        from: { email: 'admin@demo.com' },
        attachments: [{ fileName: `invoice-${NEW_ID + 1}.pdf` }],
      })
    },
  },
  {
    name: 'invoice send: the outbox gains the "invoice sent" message to the address, linking to the preview',
    request: () => get(mailApi.outbox, undefined, { to: CLIENT.companyEmail }),
    status: 200,
    check: ({ body }, expect) => {
      expect(body.messages[0]).toMatchObject({
        template: 'invoiceSent',
        to: CLIENT.companyEmail,
        subject: `Invoice #${NEW_ID + 1}`,
      })
      expect(body.messages[0].action).toEqual({
        label: 'View invoice',
        url: `/apps/invoice/preview/${NEW_ID + 1}`,
      })
    },
  },
  {
    name: 'invoice send: the mail shows in the email app’s Sent folder',
    request: (s) => get(emailApi.emails, admin(s), { folder: 'sent' }),
    status: 200,
    check: ({ body }, expect) => expect(body.emails[0].subject).toBe(`Invoice #${NEW_ID + 1}`),
  },
  {
    name: 'invoice add-client: missing name and bad email are field errors',
    request: (s) =>
      post(
        invoiceApi.addClient,
        { name: '', companyEmail: 'x', company: '', address: '', country: '', contact: '' },
        admin(s),
      ),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error).sort()).toEqual(['companyEmail', 'name']),
  },
  {
    name: 'invoice add-client: 201 with the new client',
    request: (s) =>
      post(
        invoiceApi.addClient,
        {
          name: 'Rui Azulejo',
          company: 'Azulejo Lda',
          companyEmail: 'rui@azulejo.test',
          address: '1 Rua Azul, Porto',
          country: 'Portugal',
          contact: '+351 220 000 000',
        },
        admin(s),
      ),
    status: 201,
    mutates: true,
    check: ({ body }, expect) =>
      expect(body.client).toMatchObject({ id: SEED.clients.length + 1, name: 'Rui Azulejo' }),
  },
  {
    name: 'invoice delete: an unknown id is a 404',
    request: (s) => del(invoiceApi.deleteInvoice, admin(s), { id: UNKNOWN }),
    status: 404,
  },
  {
    name: 'invoice delete: 200, then the detail is a 404',
    request: (s) => del(invoiceApi.deleteInvoice, admin(s), { id: NEW_ID + 1 }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body.invoice.id).toBe(NEW_ID + 1),
  },
  { name: 'invoice detail: the deleted invoice is a 404', request: detail(NEW_ID + 1), status: 404 },
  {
    // with no filter the total is the list's size, not a count (docs/backend.md, "List calls"); allData=false
    // as the invoice screen asks, the call the database answers
    name: 'invoices list, unfiltered: after an add, a copy and a delete, the last page and a total of 51',
    request: list({ page: 6, perPage: 10, allData: 'false' }),
    status: 200,
    check: ({ body }, expect) => {
      expect(ids(body.invoices)).toEqual([Math.min(...ids(INVOICES))])
      expect(body.total).toBe(51)
    },
  },
  {
    name: 'users delete: a user who has invoices can be deleted',
    request: (s) => del(usersApi.deleteUser, admin(s), { id: USER_WITH_INVOICES.id }),
    status: 200,
    mutates: true,
  },
  {
    name: "invoices list: the deleted user's invoices are kept, with the client's name",
    request: list({ q: USER_WITH_INVOICES.email, perPage: 100 }),
    status: 200,
    check: ({ body }, expect) => {
      expect(body.total).toBeGreaterThan(0)
      expect(body.invoices[0].client.name).toBe(USER_WITH_INVOICES.fullName)
    },
  },
]

/**
 * Invoices for clients whose names tie without regard to case, hold punctuation and numbers (ordered by the
 * database's sort key, migration 007), or accents (ordered by the collator in JavaScript), with totals and dates
 * that tie: each sort in both directions must come back in the route's own order on every store. Their clients'
 * e-mails (`plain.sortcase.test`, `accent.sortcase.test`) pick each group out; `note` names each invoice. They are
 * added in this order, so by id too.
 */
const ORDER_CLIENTS = [
  ['anna berg', 'plain'],
  ['Anna Berg', 'plain'],
  ['Anna Berg 10', 'plain'],
  ['Anna Berg 9', 'plain'],
  ["Anna O'Berg", 'plain'],
  ['Émile Zola', 'accent'],
  ['emile zola', 'accent'],
  ['Zoë Ørsted', 'accent'],
].map(([name, group], index) => ({
  id: SEED.clients.length + 2 + index,
  name,
  companyEmail: `client${index}@${group}.sortcase.test`,
}))
const line = (cost: number) => [{ item: 'Tiles', description: '', cost, quantity: 1, discount: 0, tax: 0 }]
const ORDER_INVOICES = [
  [0, '2031-05-02', '2031-06-01', 40],
  [1, '2031-05-01', '2031-06-01', 40],
  [2, '2031-05-02', '2031-05-20', 12.5],
  [3, '2031-04-30', '2031-06-10', 40],
  [4, '2031-05-01', '2031-05-20', 99],
  [1, '2031-05-02', '2031-06-01', 12.5],
  [5, '2031-05-01', '2031-06-01', 40],
  [6, '2031-05-02', '2031-05-20', 12.5],
  [7, '2031-04-30', '2031-06-10', 7],
  [5, '2031-05-03', '2031-06-01', 40],
].map(([client, issuedDate, dueDate, cost], index) => ({
  // the order they are added in: ids rise with it
  id: index,
  client: ORDER_CLIENTS[Number(client)],
  issuedDate: String(issuedDate),
  dueDate: String(dueDate),
  total: Number(cost),
  balance: Number(cost),
  invoiceStatus: 'Draft' as const,
  note: `order ${index}`,
}))
const notes = (invoices: readonly { note: string }[]) => invoices.map((invoice) => invoice.note)
const inGroup = (group: string) =>
  ORDER_INVOICES.filter((invoice) => invoice.client.companyEmail.includes(`@${group}.`))

const LIST_ORDER: ApiCase[] = [
  ...ORDER_CLIENTS.map(({ id, name, companyEmail }): ApiCase => ({
    name: `invoice add-client: ${name}, for the list order cases`,
    request: (s) =>
      post(
        invoiceApi.addClient,
        { name, companyEmail, company: '', address: '', country: '', contact: '' },
        admin(s),
      ),
    status: 201,
    mutates: true,
    check: ({ body }, expect) => expect(body.client.id).toBe(id),
  })),
  ...ORDER_INVOICES.map(({ client, issuedDate, dueDate, total, note }): ApiCase => ({
    name: `invoice add: ${note}, for ${client.name}`,
    request: addInvoice({
      ...NEW_INVOICE,
      clientId: client.id,
      issuedDate,
      dueDate,
      items: line(total),
      note,
    }),
    status: 201,
    mutates: true,
  })),
  ...['plain', 'accent'].flatMap((group) =>
    INVOICE_SORT_COLUMNS.flatMap((sortColumn) =>
      DIRECTIONS.map((sort): ApiCase => ({
        name: `invoices list q=${group}.sortcase&sortColumn=${sortColumn}&sort=${sort}: the route's order`,
        request: paged({ q: `${group}.SORTCASE`, sortColumn, sort, perPage: 100 }),
        status: 200,
        check: ({ body }, expect) => {
          const expected = sortedLike(inGroup(group), sortColumn, sort)
          expect(notes(body.invoices)).toEqual(notes(expected))
          expect(body.total).toBe(expected.length)
        },
      })),
    ),
  ),
  {
    name: 'invoices list: the sort-case clients sorted by client, descending, page 3 of 3',
    request: paged({ q: 'sortcase.test', sortColumn: 'client', sort: 'desc', page: 3, perPage: 3 }),
    status: 200,
    check: ({ body }, expect) => {
      expect(notes(body.invoices)).toEqual(notes(sortedLike(ORDER_INVOICES, 'client', 'desc').slice(6, 9)))
      expect(body.total).toBe(ORDER_INVOICES.length)
    },
  },
  // as String.toLowerCase: É is é, and é is not e
  ...[
    ['ÉMILE', ['order 9', 'order 6']],
    ['EMILE', ['order 7']],
    ['zoë', ['order 8']],
  ].map(([q, expected]): ApiCase => ({
    name: `invoices list q=${String(q)} matches the client without regard to case, accents as written`,
    request: paged({ q: String(q) }),
    status: 200,
    check: ({ body }, expect) => expect(notes(body.invoices)).toEqual(expected),
  })),
]

export const INVOICE_CASES: ApiCase[] = [...READS, ...SORTED_READS, ...WRITES, ...LIST_ORDER]

// @vitest-environment node
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import dynamicIconImports from 'lucide-react/dynamicIconImports'
import { employeeSchema } from '../../contract/datatables'
import { PAGES } from '../../contract/pages'
import { searchContactSchema, searchFileSchema, searchPageSchema } from '../../contract/search'
import { buildSeed } from '.'

const now = new Date('2026-05-20T10:00:00Z')

describe('the seed', () => {
  it('is deterministic for a given day', () => {
    expect(buildSeed(now)).toEqual(buildSeed(now))
  })

  it('has the contract counts and shapes', () => {
    const seed = buildSeed(now)
    expect(seed.employees).toHaveLength(100)
    expect(seed.employees.every((e) => employeeSchema.safeParse(e).success)).toBe(true)
    expect(new Set(seed.employees.map((e) => e.email)).size).toBe(100)
    expect(seed.autocomplete).toHaveLength(100)
    expect(seed.searchFiles.every((f) => searchFileSchema.safeParse(f).success)).toBe(true)
    expect(seed.searchContacts.every((c) => searchContactSchema.safeParse(c).success)).toBe(true)
    expect(seed.searchFiles).toHaveLength(4)
    expect(seed.searchContacts).toHaveLength(4)
  })

  it('indexes every route of docs/routes.md once, with a lucide icon', () => {
    const pages = buildSeed(now).searchPages
    expect(pages.every((p) => searchPageSchema.safeParse({ ...p, isBookmarked: false }).success)).toBe(true)
    expect(new Set(pages.map((p) => p.link)).size).toBe(pages.length)
    expect(new Set(pages.map((p) => p.target)).size).toBe(pages.length)
    // a page's id is its place in the page table (pages left out of the search leave gaps), so ids never move
    const places = Object.keys(PAGES)
    expect(pages.map((p) => p.id)).toEqual(pages.map((p) => places.indexOf(p.target) + 1))
    expect(pages.filter((p) => !(p.icon in dynamicIconImports)).map((p) => p.icon)).toEqual([])
    const links = pages.map((p) => p.link)
    for (const route of [
      '/dashboard/analytics',
      '/',
      '/apps/email',
      '/apps/invoice/add',
      '/apps/ecommerce/checkout',
      '/apps/user/edit',
      '/pages/reset-password-v2',
      '/pages/blog/edit',
      '/misc/error',
      '/access-control',
      '/page-layout/layout-blank',
    ]) {
      expect(links).toContain(route)
    }
  })

  it('dates contacts relative to today', () => {
    expect(buildSeed(now).searchContacts[0].date).toBe('2026-05-19')
  })

  it('gives the accounts, chat contacts, search contacts and employees drawn avatars that exist in public/', () => {
    const seed = buildSeed(now)
    const paths = [
      ...seed.accounts.map((a) => a.avatar),
      ...seed.chatContacts.map((c) => c.avatar),
      ...seed.searchContacts.map((c) => c.img),
      ...seed.employees.map((e) => e.avatar).filter(Boolean),
    ]
    expect(paths.every((path) => /^\/images\/avatars\/[\w-]+\.svg$/.test(path))).toBe(true)
    const missing = paths.filter((path) => !existsSync(join(import.meta.dirname, '../../public', path)))
    expect(missing).toEqual([])
  })

  it('indexes contacts the chat has, by their chat id and name', () => {
    const seed = buildSeed(now)
    const chat = seed.chatContacts.map(({ id, fullName }) => ({ id, title: fullName }))
    expect(chat).toEqual(expect.arrayContaining(seed.searchContacts.map(({ id, title }) => ({ id, title }))))
  })
})

describe('the records the navbar notifications open (src/layouts/navbar/notifications-dropdown.tsx)', () => {
  it('exist with the names and words the notifications quote', () => {
    const seed = buildSeed(now)
    const mail = seed.emails.find((row) => row.id === 1)
    expect(mail?.from.name).toBe('Greta Saltmarsh')
    expect(mail?.subject).toBe('Kiln schedule for the lobby mural')
    const calla = seed.chats.find((row) => row.ownerId === 1 && row.userId === 101)
    expect(calla?.chat.at(-1)?.message).toBe('Which one do you prefer?')
    expect(seed.chatContacts.find((row) => row.id === 101)?.fullName).toBe('Calla Everly')
    const invoice = seed.invoices.find((row) => row.id === 4989)
    expect(invoice).toMatchObject({ invoiceStatus: 'Paid', client: { name: 'Calla Rosales' } })
    expect(seed.users.find((row) => row.id === 50)?.fullName).toBe('Talia Valdemar')
  })
})

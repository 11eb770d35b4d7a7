import { filterNavigation } from '@/lib/navigation'
import { pageAt, pageLink } from './pages'

/* Tessera's own pages read through the table (src/app/pages.test.ts holds any app's routes to its table). */

it('finds the page at an address, below it and at its other addresses', () => {
  expect(pageAt('/apps/invoice/edit/4')).toMatchObject({ id: 'apps-invoice-edit', action: 'manage' })
  expect(pageAt('/apps/invoice/list')?.id).toBe('apps-invoice-list')
  expect(pageAt('/dashboard/ecommerce')?.id).toBe('dashboard-ecommerce')
  expect(pageAt('/')?.id).toBe('dashboard-ecommerce')
  expect(pageAt('/apps/emails')).toBeUndefined()
})

it('links the menu to a page with its address, title, ability and, when asked, its icon', () => {
  expect(pageLink('apps-invoice-edit')).toEqual({
    kind: 'link',
    id: 'apps-invoice-edit',
    titleKey: 'invoiceEdit',
    to: '/apps/invoice/edit',
    ability: { action: 'manage', subject: 'Invoice' },
  })
  expect(pageLink('dashboard-ecommerce', { icon: true })).toMatchObject({
    to: '/',
    alsoOn: ['/dashboard/ecommerce'],
    icon: 'shopping-bag',
  })
  const reader = (ability: { action: string }) => ability.action === 'read'
  expect(
    filterNavigation([pageLink('apps-invoice-edit'), pageLink('apps-invoice-list')], reader),
  ).toHaveLength(1)
})

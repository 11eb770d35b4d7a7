import { pageTitleKey } from '@/config/pages'

describe('the tab title', () => {
  it('takes the title of the page at the address from the page table, the longest path winning', () => {
    expect(pageTitleKey('/apps/email')).toBe('email')
    expect(pageTitleKey('/apps/email/')).toBe('email')
    expect(pageTitleKey('/datatables/advance')).toBe('datatablesAdvance')
    expect(pageTitleKey('/')).toBe('dashboardEcommerce')
    expect(pageTitleKey('/nowhere')).toBeUndefined()
  })
})

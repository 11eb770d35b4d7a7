import { menuTitleKey } from './menu-title'

describe('the tab title', () => {
  it('takes the menu title of the page, the deepest link winning', () => {
    expect(menuTitleKey('/apps/email')).toBe('email')
    expect(menuTitleKey('/apps/email/')).toBe('email')
    expect(menuTitleKey('/datatables/advance')).toBe('datatablesAdvance')
    expect(menuTitleKey('/')).toBe('dashboardEcommerce')
    expect(menuTitleKey('/nowhere')).toBeUndefined()
  })
})

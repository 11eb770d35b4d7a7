import { DEFAULT_LAYOUT } from '@/config/theme-config'
import { LAYOUT_STORAGE_KEY, MENU_COLLAPSED_KEY, parseLayoutSettings } from './layout-storage'

// The store reads localStorage when its module loads, so each test gets a fresh module.
async function freshStore() {
  vi.resetModules()
  return (await import('./layout-store')).layoutStore
}

beforeEach(() => {
  localStorage.clear()
  document.documentElement.className = ''
  document.documentElement.removeAttribute('dir')
})

describe('layout store', () => {
  it('starts from the defaults of docs/layout.md#settings', async () => {
    const store = await freshStore()
    expect(store.get()).toEqual(DEFAULT_LAYOUT)
    expect(store.get()).toMatchObject({
      layout: 'vertical',
      skin: 'light',
      contentWidth: 'full',
      navbarType: 'floating',
      navbarColor: 'default',
      footerType: 'static',
      menuHidden: false,
      menuCollapsed: false,
      routerTransition: 'fadeIn',
      isRTL: false,
      scrollTop: true,
    })
  })

  it('persists changes, the collapsed menu under its own key', async () => {
    const store = await freshStore()
    store.set({ menuCollapsed: true, skin: 'dark', isRTL: true })
    expect(localStorage.getItem(MENU_COLLAPSED_KEY)).toBe('true')
    expect(JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY)!)).toMatchObject({ skin: 'dark', isRTL: true })
    const reloaded = await freshStore()
    expect(reloaded.get()).toMatchObject({ menuCollapsed: true, skin: 'dark', isRTL: true })
  })

  it('sets the skin class and direction on <html>', async () => {
    const store = await freshStore()
    store.set({ skin: 'dark', isRTL: true })
    expect(document.documentElement).toHaveClass('dark')
    expect(document.documentElement.dir).toBe('rtl')
    expect(document.documentElement.dataset.skin).toBe('dark')
    store.set({ skin: 'semi-dark', isRTL: false })
    expect(document.documentElement).not.toHaveClass('dark')
    expect(document.documentElement.dataset.skin).toBe('semi-dark')
    expect(document.documentElement.dir).toBe('ltr')
  })

  it('applies route overrides without touching the stored preference', async () => {
    const store = await freshStore()
    store.setRouteOverrides({ menuCollapsed: true, contentWidth: 'boxed' })
    expect(store.get()).toMatchObject({ menuCollapsed: true, contentWidth: 'boxed' })
    expect(store.getStored()).toMatchObject({ menuCollapsed: false, contentWidth: 'full' })
    expect(localStorage.getItem(MENU_COLLAPSED_KEY)).toBeNull()
    store.setRouteOverrides({})
    expect(store.get()).toMatchObject({ menuCollapsed: false, contentWidth: 'full' })
  })

  it('keeps a change to a forced setting on the page, and stores the others', async () => {
    const store = await freshStore()
    store.setRouteOverrides({ menuCollapsed: true })
    store.set({ menuCollapsed: false, skin: 'bordered' })
    expect(store.get()).toMatchObject({ menuCollapsed: false, skin: 'bordered' })
    expect(store.getStored()).toMatchObject({ skin: 'bordered', menuCollapsed: false })
    expect(localStorage.getItem(MENU_COLLAPSED_KEY)).toBe('false')
  })

  it('resets one section or everything', async () => {
    const store = await freshStore()
    store.set({ skin: 'dark', navbarType: 'hidden', navbarColor: 'danger', footerType: 'sticky' })
    store.resetSection('navbar')
    expect(store.get()).toMatchObject({
      skin: 'dark',
      navbarType: 'floating',
      navbarColor: 'default',
      footerType: 'sticky',
    })
    store.resetAll()
    expect(store.get()).toEqual(DEFAULT_LAYOUT)
    expect(JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY)!).skin).toBe('light')
  })

  it('notifies subscribers', async () => {
    const store = await freshStore()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.set({ layout: 'horizontal' })
    unsubscribe()
    store.set({ layout: 'vertical' })
    expect(listener).toHaveBeenCalledTimes(1)
  })
})

describe('parseLayoutSettings', () => {
  it('falls back per field on bad stored values', () => {
    const parsed = parseLayoutSettings({ skin: 'purple', isRTL: true, navbarType: 42 }, 'yes')
    expect(parsed).toMatchObject({ skin: 'light', isRTL: true, navbarType: 'floating', menuCollapsed: false })
  })
  it('survives storage that is not an object', () => {
    expect(parseLayoutSettings('nonsense', undefined)).toEqual(DEFAULT_LAYOUT)
    expect(parseLayoutSettings(null, true).menuCollapsed).toBe(true)
  })
})

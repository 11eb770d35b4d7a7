import { chromium } from 'playwright'
import { CHROME_FLAGS, CHROME_PATH } from './scripts/chromium.mjs'
const base = 'http://localhost:4402'
const [,, which = 'all', skin = 'light', width = '1440', dir = 'ltr'] = process.argv
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, serviceWorkers: 'allow' })
const page = await context.newPage()
page.on('pageerror', (e) => console.log('PAGEERROR', e.message))
page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text()))
await page.addInitScript(([skin, dir]) => {
  if (sessionStorage.getItem('p')) return
  sessionStorage.setItem('p', '1')
  localStorage.setItem('tessera.layout', JSON.stringify({ skin, isRTL: dir === 'rtl' }))
}, [skin, dir])
await page.goto(base + '/login')
await page.waitForFunction(() => navigator.serviceWorker?.controller != null)
await page.evaluate(async () => {
  const r = await fetch('/jwt/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }) })
  const { userData, accessToken, refreshToken } = await r.json()
  localStorage.setItem('userData', JSON.stringify(userData)); localStorage.setItem('accessToken', accessToken); localStorage.setItem('refreshToken', refreshToken)
})
const pages = { shop: '/apps/ecommerce/shop', detail: '/apps/ecommerce/product-detail/oak-reading-chair', wishlist: '/apps/ecommerce/wishlist', checkout: '/apps/ecommerce/checkout', orders: '/apps/ecommerce/orders', order: '/apps/ecommerce/orders/1' }
for (const [name, path] of Object.entries(pages)) {
  if (which !== 'all' && which !== name) continue
  await page.goto(base + path)
  await page.waitForTimeout(2500)
  await page.screenshot({ path: `/tmp/shop-shots/${name}-${skin}-${width}-${dir}.png`, fullPage: true })
  console.log('shot', name)
}
await browser.close()

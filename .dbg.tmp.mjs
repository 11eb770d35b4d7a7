import { chromium } from 'playwright'
import { CHROME_FLAGS, CHROME_PATH } from './scripts/chromium.mjs'
const base = 'http://localhost:4402'
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
page.on('pageerror', (e) => console.log('PAGEERROR', e.message))
page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()))
page.on('requestfailed', (r) => console.log('FAILED', r.url()))
await page.goto(base + '/login')
await page.waitForFunction(() => navigator.serviceWorker?.controller != null)
await page.evaluate(async () => {
  const r = await fetch('/jwt/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }) })
  const { userData, accessToken, refreshToken } = await r.json()
  localStorage.setItem('userData', JSON.stringify(userData)); localStorage.setItem('accessToken', accessToken); localStorage.setItem('refreshToken', refreshToken)
})
await page.goto(base + '/apps/ecommerce/shop')
await page.waitForTimeout(5000)
console.log(await page.locator('header button').evaluateAll((b) => b.map((x) => x.getAttribute('aria-label') || x.textContent)))
await browser.close()

#!/usr/bin/env node
// Scrolling 10,000 client-side rows: signs in, replaces the mock back end's employees with N rows (the seed's
// rows repeated with new ids, written straight into the service worker's IndexedDB store, which it reads on each
// call), opens the built /datatables/basic?perPage=all (every row, virtualised) and scrolls the table's region
// from top to bottom in steps of one screen per frame. Prints the long tasks (> 50 ms) seen while scrolling and
// the frame times. Loading the page is not measured. A measurement, never a test.
//
//   VITE_MOCK_LATENCY_MS=0 npx vite build --outDir /tmp/dist-table-bench --emptyOutDir
//   node scripts/bench/datatables-scroll.mjs --dist=/tmp/dist-table-bench --port=4316 [--rows=10000]
import { chromium } from 'playwright-core'
import { CHROME_FLAGS, CHROME_PATH } from '../chromium.mjs'
import { option, reportScroll, scrollThrough, signIn, startPreview } from './browser.mjs'
import { readList, writeList } from './seed.mjs'

const dist = option('dist', 'dist')
const port = Number(option('port', '4316'))
const ROWS = Number(option('rows', '10000'))

/** Replaces the worker's employees with N rows: the seed's rows repeated with new ids and addresses. */
async function seedEmployees(page, n) {
  const seed = await readList(page, 'employees')
  const rows = Array.from({ length: n }, (_, i) => ({
    ...seed[i % seed.length],
    id: i + 1,
    email: `${i + 1}.${seed[i % seed.length].email}`,
  }))
  await writeList(page, 'employees', rows)
}

const preview = await startPreview(dist, port)
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await signIn(page, preview.base)
  await seedEmployees(page, ROWS)
  await page.goto(`${preview.base}/datatables/basic?perPage=all`)
  const total = ROWS.toLocaleString('en')
  await page
    .getByText(`Showing 1–${total} of ${total}`)
    .waitFor({ timeout: 120_000 })
    .catch(async (error) => {
      await page.screenshot({ path: '/tmp/datatables-scroll-failure.png' })
      throw error
    })
  await page.waitForTimeout(1000)
  const region = '[role="region"]:has(table)'
  const result = await scrollThrough(page, region, 'screen')
  const rows = page.locator(`${region} tbody tr[aria-rowindex]`)
  const lastIndex = await rows.last().getAttribute('aria-rowindex')
  reportScroll(
    `Scrolling ${total} client-side rows (/datatables/basic, every row, virtualised), one screen per frame`,
    result,
  )
  console.log(`  rows in the DOM at the end: ${await rows.count()} (last aria-rowindex ${lastIndex})`)
} finally {
  await browser.close()
  preview.stop()
}

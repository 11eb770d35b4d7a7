// How the mailbox's list scrolls with many mails: serves a build (`vite preview`), signs in, replaces the mock back
// end's mail with `--mails` inbox mails (the seed's first inbox mail repeated with new ids and subjects, written
// straight into the service worker's IndexedDB store: scripts/bench/seed.mjs), opens /apps/email and scrolls the
// list's own region `--step` px a frame (400 by default) from top to bottom. Prints the frame times, the long tasks
// (> 50 ms) seen while scrolling and how many rows were in the DOM. The list loads its pages of 50 as it scrolls,
// and those loads are in the frames measured; loading the page is not. A measurement, never a test.
//
//   VITE_MOCK_LATENCY_MS=0 VITE_OFFLINE=off npx vite build --outDir /tmp/dist-email-bench --emptyOutDir
//   node scripts/bench/email-scroll.mjs --dist=/tmp/dist-email-bench --port=4318 [--mails=10000] [--step=400]
import { chromium } from 'playwright-core'
import { CHROME_FLAGS, CHROME_PATH } from '../chromium.mjs'
import { option, reportScroll, scrollThrough, signIn, startPreview } from './browser.mjs'
import { readList, writeList } from './seed.mjs'

const dist = option('dist', 'dist')
const port = Number(option('port', 4318))
const MAILS = Number(option('mails', 10000))
const STEP = Number(option('step', 400))

/** N inbox mails, newest first, each a copy of a seed inbox mail with its own id, subject and time. */
async function seedMails(page, n) {
  const seed = await readList(page, 'emails')
  const model = seed.find((mail) => mail.folder === 'inbox' && !mail.isDeleted) ?? seed[0]
  const newest = Date.parse(model.time)
  const mails = Array.from({ length: n }, (_, index) => {
    const i = n - index
    return {
      ...model,
      id: i,
      subject: `Mail ${i}: tile order ${i}`,
      time: new Date(newest - index * 60_000).toISOString(),
      folder: 'inbox',
      isRead: i % 3 === 0,
      isStarred: i % 11 === 0,
      isDeleted: false,
    }
  })
  await writeList(page, 'emails', mails)
}

const preview = await startPreview(dist, port)
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await signIn(page, preview.base)
  // the worker fills its store from the seed on its first call
  await page.goto(`${preview.base}/apps/email`)
  await page.getByRole('list', { name: 'Mails' }).waitFor({ timeout: 60_000 })
  await seedMails(page, MAILS)
  await page.reload()
  await page.getByText(`Mail ${MAILS}: tile order ${MAILS}`, { exact: true }).waitFor({ timeout: 180_000 })
  await page.waitForTimeout(1000)
  // the list loads 50 mails at a time as it nears its end: scroll on until every page is in
  const result = await scrollThrough(page, 'ul[aria-label="Mails"]', STEP, { moreButton: 'more mails' })
  const rows = page.locator('ul[aria-label="Mails"] > li')
  const setSize = await rows.first().getAttribute('aria-setsize')
  reportScroll(
    `Scrolling ${MAILS.toLocaleString('en')} mails (/apps/email, inbox), ${STEP} px a frame`,
    result,
  )
  console.log(`  rows in the DOM at the end: ${await rows.count()} (aria-setsize ${setSize})`)
} finally {
  await browser.close()
  preview.stop()
}

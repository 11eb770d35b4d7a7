#!/usr/bin/env node
// How fast the mailbox answers clicks, measured in the browser against a production build:
//   open:   click a mail in the list → its subject heading is in the detail pane (after the next frame)
//   switch: click a folder in the sidebar → the list shows that folder's newest mail first
// Median of --runs (default 5) each. A measurement, not a test.
//
//   node scripts/bench/email-timings.mjs [--dist=dist] [--port=4312] [--runs=5]
//
// Build first (`npx vite build`, or `VITE_MOCK_LATENCY_MS=0 npx vite build` to leave the simulated network
// latency out). The figures include that latency wherever a click waits for the mock API.
import { chromium } from 'playwright-core'
import { CHROME_FLAGS, CHROME_PATH } from '../chromium.mjs'
import { median, option, signIn, startPreview } from './browser.mjs'

const dist = option('dist', 'dist')
const port = Number(option('port', '4312'))
const runs = Math.max(1, Number(option('runs', '5')))

// Seed mails (backend/seed/emails.ts) and each folder's newest subject, so a stale list never counts as done.
const MAILS = [
  'Kiln schedule for the lobby mural',
  'Invoice 2291: grout and sealant delivery',
  'Glaze samples for the spring collection',
  'Team lunch on Friday',
  'Quarterly tile catalogue preview',
  'Security badge renewal',
  'Moodboard for the Vallenby pool',
]
const FOLDERS = [
  ['Sent', 'Re: Glaze firing temperatures'],
  ['Spam', 'Sparkly grout: 70% off today only!!!'],
  ['Trash', 'Grout of the month club'],
  ['Inbox', 'Kiln schedule for the lobby mural'],
]

/** Clicks `clickSelector` in the page; resolves with the ms until `doneSelector` holds `doneText`, checked each frame. */
function timeInPage(page, clickSelector, doneSelector, doneText) {
  return page.evaluate(
    ([selector, watched, text]) =>
      new Promise((resolveTime) => {
        const target = document.querySelector(selector)
        if (!target) throw new Error(`No element ${selector}`)
        const isDone = () => document.querySelector(watched)?.textContent.includes(text) ?? false
        const start = performance.now()
        target.click()
        const check = () =>
          isDone()
            ? requestAnimationFrame(() => resolveTime(performance.now() - start))
            : requestAnimationFrame(check)
        check()
      }),
    [clickSelector, doneSelector, doneText],
  )
}

async function main() {
  const { base, stop } = await startPreview(dist, port)
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    await signIn(page, base)
    await page.goto(`${base}/apps/email`)
    const rows = page.getByRole('list', { name: 'Mails' }).getByRole('listitem')
    await rows.first().waitFor()

    const open = []
    for (let i = 0; i < runs; i += 1) {
      const subject = MAILS[i % MAILS.length]
      const index = await rows.evaluateAll(
        (items, s) => items.findIndex((li) => li.textContent.includes(s)),
        subject,
      )
      await page.evaluate(
        (n) => document.querySelectorAll('[aria-label="Mails"] > li')[n].setAttribute('data-bench', ''),
        index,
      )
      const selector =
        '[data-bench] button[aria-current], [data-bench] button:not([aria-pressed]):not([role=checkbox])'
      open.push(await timeInPage(page, selector, '#email-detail-subject', subject))
      await page.evaluate(() => document.querySelector('[data-bench]')?.removeAttribute('data-bench'))
      await page.getByRole('button', { name: 'Back to the list' }).click()
      await page.getByRole('heading', { level: 2, name: subject }).waitFor({ state: 'detached' })
      await page.waitForLoadState('networkidle')
    }

    const folders = []
    for (let i = 0; i < runs; i += 1) {
      const [name, newest] = FOLDERS[i % FOLDERS.length]
      const href = name === 'Inbox' ? '/apps/email' : `/apps/email?folder=${name.toLowerCase()}`
      const selector = `nav[aria-label="Mailboxes"] a[href="${href}"]`
      folders.push(await timeInPage(page, selector, '[aria-label="Mails"] > li', newest))
      await page.waitForLoadState('networkidle')
    }

    const fmt = (values) =>
      `${median(values).toFixed(0)} ms (runs: ${values.map((v) => v.toFixed(0)).join(', ')})`
    console.log(`Email timings, ${dist}, median of ${runs}`)
    console.log(`  open a mail (click → subject in the detail pane): ${fmt(open)}`)
    console.log(`  switch folder (click → new list drawn):           ${fmt(folders)}`)
  } finally {
    await browser.close()
    stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})

import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { presetLayout, startSignedIn } from './support/shell'

/* Chat attachments as a user sends them: chosen with the attach button or dropped, shown inline or as a chip. */

const log = (page: Page) => page.getByRole('log')
/** The composer's names; the Arabic run passes its own. */
const EN = { message: 'Message', attach: 'Attach a file' }
const AR = { message: 'الرسالة', attach: 'إرفاق ملف' }
const composer = (page: Page, names = EN) => page.getByRole('textbox', { name: names.message })
const SHOTS = process.env.CHAT_SHOTS

/** A small PNG drawn by the page itself (a real image, so the bubble shows it). */
async function pngFile(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 160, height: 100 })
    const context = canvas.getContext('2d')!
    context.fillStyle = '#2e7dd7'
    context.fillRect(0, 0, 160, 100)
    context.fillStyle = '#ffd166'
    context.fillRect(20, 20, 60, 60)
    return canvas.toDataURL('image/png')
  })
  return { name: 'sketch.png', mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1], 'base64') }
}
const PDF_TEXT = '%PDF-1.4\n% a tiny test file\n%%EOF\n'
const pdfFile = { name: 'minutes.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF_TEXT) }

type Upload = { name: string; mimeType: string; buffer: Buffer }
async function attach(page: Page, files: Upload[], names = EN) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: names.attach }).click()
  await (await chooser).setFiles(files)
}

async function openChat(page: Page, names = EN) {
  await startSignedIn(page)
  await page.goto('/apps/chat?contact=109')
  await expect(composer(page, names)).toBeVisible()
}

test('an image and a PDF are sent, shown inline and as a chip that downloads, and are still there after a reload', async ({
  page,
}) => {
  await openChat(page)
  await expect(page.getByText('Up to 3 files, 1 MB each')).toBeVisible()
  await attach(page, [await pngFile(page), pdfFile])
  const chips = page.getByRole('list', { name: 'Files to send' })
  await expect(chips.getByRole('listitem')).toHaveCount(2)
  await expect(chips).toContainText('sketch.png')
  await expect(chips).toContainText('minutes.pdf')
  await composer(page).fill('The sketch and the minutes.')
  await composer(page).press('Enter')
  await expect(chips).toHaveCount(0)

  const image = log(page).getByRole('img', { name: 'sketch.png' })
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160)
  const chip = log(page).getByRole('link', { name: /^minutes\.pdf/ })
  await expect(chip).toBeVisible()
  const download = page.waitForEvent('download')
  await chip.click()
  const file = await download
  expect(file.suggestedFilename()).toBe('minutes.pdf')
  const { readFile } = await import('node:fs/promises')
  expect(await readFile(await file.path(), 'utf8')).toBe(PDF_TEXT)

  await page.reload()
  await expect(log(page).getByText('The sketch and the minutes.')).toBeVisible()
  await expect(log(page).getByRole('img', { name: 'sketch.png' })).toBeVisible()
  await expect(log(page).getByRole('link', { name: /^minutes\.pdf/ })).toBeVisible()
  // the chat list previews the text; a message of files alone is previewed by their names
  await attach(page, [pdfFile])
  await composer(page).press('Enter')
  await expect(page.getByRole('region', { name: 'Chats' }).getByRole('button').first()).toContainText(
    'You: minutes.pdf',
  )
})

test('a file over the limit is refused with a message and not attached; a dropped file is attached', async ({
  page,
}) => {
  await openChat(page)
  await attach(page, [
    { name: 'huge.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(1024 * 1024 + 1) },
  ])
  await expect(page.getByRole('alert')).toHaveText('“huge.bin” is larger than 1 MB: it was not attached.')
  await expect(page.getByRole('list', { name: 'Files to send' })).toHaveCount(0)

  // a file dragged from the desktop onto the composer
  const transfer = await page.evaluateHandle(() => {
    const data = new DataTransfer()
    data.items.add(new File(['plain words'], 'notes.txt', { type: 'text/plain' }))
    return data
  })
  const form = composer(page).locator('xpath=ancestor::form')
  await form.dispatchEvent('dragover', { dataTransfer: transfer })
  await form.dispatchEvent('drop', { dataTransfer: transfer })
  await expect(page.getByRole('list', { name: 'Files to send' })).toContainText('notes.txt')
  await composer(page).press('Enter')
  await expect(log(page).getByRole('link', { name: /^notes\.txt/ })).toBeVisible()
})

for (const [what, settings, extra, names] of [
  ['light', { skin: 'light' }, {}, EN],
  ['dark', { skin: 'dark' }, {}, EN],
  ['Arabic', { isRTL: true }, { 'tessera.language': 'ar' }, AR],
] as const) {
  test(`the composer with a chip and a bubble with files have no axe violations (${what})`, async ({
    page,
    axe,
  }) => {
    await presetLayout(page, settings, extra)
    await openChat(page, names)
    await attach(page, [await pngFile(page), pdfFile], names)
    await composer(page, names).press('Enter')
    await expect(log(page).getByRole('img', { name: 'sketch.png' })).toBeVisible()
    await attach(page, [pdfFile], names)
    await expect(page.locator('form li')).toHaveCount(1)
    expect(await axe()).toEqual([])
    if (SHOTS) {
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
        await page.waitForTimeout(300)
        await page.screenshot({ path: `${SHOTS}/chat-attach-${what}-${width}.png` })
      }
    }
  })
}

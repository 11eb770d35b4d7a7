import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'
import { presetLayout, startSignedIn } from './support/shell'

/*
 * Text people wrote (the seeds are English) read in an Arabic, right-to-left page (the `user-text` utility,
 * docs/ui-primitives.md "Right to left"): a title cut short keeps its beginning in view, a sentence keeps its full
 * stop at its end, and "@name" keeps its "@" in front.
 */

interface Glyph {
  char: string
  left: number
  right: number
  top: number
}

/** Where each letter of the element's text is drawn, and the part of the element that shows its text. */
async function glyphsOf(locator: Locator) {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    const glyphs: Glyph[] = []
    for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null)
      for (let i = 0; i < text.length; i++) {
        range.setStart(text, i)
        range.setEnd(text, i + 1)
        const rect = range.getBoundingClientRect()
        if (text.data[i].trim())
          glyphs.push({ char: text.data[i], left: rect.left, right: rect.right, top: rect.top })
      }
    const box = element.getBoundingClientRect()
    return { glyphs, box: { left: box.left, right: box.right } }
  })
}

test.beforeEach(async ({ page }) => {
  await presetLayout(page, { isRTL: true }, { 'tessera.language': 'ar' })
  await startSignedIn(page)
})

test('a cut English task title keeps its beginning in view, on a phone in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/apps/todo')
  const title = page.getByRole('button', { name: 'Draft the release notes for the mosaic grid', exact: true })
  await expect(title).toBeVisible()
  const { glyphs, box } = await glyphsOf(title)
  const [first, second] = glyphs
  // cut short at this width: the last letters lie beyond the box, behind the ellipsis
  expect(glyphs.at(-1)!.right).toBeGreaterThan(box.right)
  // "D" is drawn inside the box, and "r" to its right: the title reads from its start
  expect(first.char).toBe('D')
  expect(first.left).toBeGreaterThanOrEqual(box.left - 1)
  expect(second.left).toBeGreaterThan(first.left)
})

test('a cut English message after "You:" in the chat list keeps its beginning, on a phone in Arabic', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/apps/chat')
  const message = page.getByText('Signed up, thanks for the nudge.', { exact: true })
  await expect(message).toBeVisible()
  const { glyphs, box } = await glyphsOf(message)
  expect(glyphs[0].char).toBe('S')
  expect(glyphs[0].left).toBeGreaterThanOrEqual(box.left - 1)
  expect(glyphs[1].left).toBeGreaterThan(glyphs[0].left)
  // and "You:" in Arabic stands before it, on its right
  const you = await page.getByText('أنت:', { exact: true }).first().boundingBox()
  expect(you!.x).toBeGreaterThan(box.right - 1)
})

test('an English post ends with its full stop, and a username starts with its "@"', async ({ page }) => {
  await page.goto('/pages/profile')
  const post = page.getByText('Finished the hallway floor today', { exact: false })
  await expect(post).toBeVisible()
  const sentence = (await glyphsOf(post)).glyphs
  const stop = sentence.at(-1)!
  expect(stop.char).toBe('.')
  // the full stop is the rightmost mark on its line: the sentence ends there, not at its left
  const lastLine = sentence.filter((glyph) => Math.abs(glyph.top - stop.top) < 2)
  expect(Math.max(...lastLine.map((glyph) => glyph.right))).toBe(stop.right)

  await page.goto('/apps/user/list')
  const username = page.getByText('@amaradunmore', { exact: true })
  await expect(username).toBeVisible()
  const [at, a] = (await glyphsOf(username)).glyphs
  expect(at.char).toBe('@')
  expect(at.left).toBeLessThan(a.left)
  // lined up with the page's start: it ends at the right-hand side of its cell, as the name above it does
  const name = (await glyphsOf(page.getByRole('link', { name: 'Amara Dunmore' }))).glyphs
  const rightmost = (glyphs: Glyph[]) => Math.max(...glyphs.map((glyph) => glyph.right))
  expect(Math.abs(rightmost(name) - rightmost((await glyphsOf(username)).glyphs))).toBeLessThan(2)
})

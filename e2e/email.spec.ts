import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { presetLayout, startSignedIn } from './support/shell'

/*
 * The mailbox against the mock API in the service worker: reading, starring, labels, moving, deleting,
 * sending, drafts, the hostile seed mail staying inert, the phone layout, and axe in both skins.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const mailList = (page: Page) => page.getByRole('list', { name: 'Mails' })
const row = (page: Page, subject: string) => mailList(page).getByRole('listitem').filter({ hasText: subject })
/** The part of a row that opens the mail (the star's name also holds the subject). */
const openButton = (page: Page, subject: string) =>
  row(page, subject).getByRole('button', { name: new RegExp(`^(?!Star: ).*${escape(subject)}`) })
const folder = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Mailboxes' }).getByRole('link', { name: new RegExp(`^${name}`) })
const bulk = (page: Page) => page.getByRole('group', { name: 'Actions on the selected mails' })

async function openMailbox(page: Page, path = '/apps/email') {
  await startSignedIn(page)
  await page.goto(path)
  await expect(mailList(page).getByRole('listitem').first()).toBeVisible()
}

test('reading a mail marks it read, drops the badge and pages through the list', async ({ page }) => {
  await openMailbox(page)
  await expect(folder(page, 'Inbox')).toHaveAccessibleName('Inbox 6 unread')
  await expect(row(page, 'Kiln schedule for the lobby mural')).toHaveAttribute('data-unread', 'true')

  await openButton(page, 'Kiln schedule for the lobby mural').click()
  await expect(
    page.getByRole('heading', { name: 'Kiln schedule for the lobby mural', level: 2 }),
  ).toBeVisible()
  await expect(page).toHaveURL(/mail=1/)
  await expect(folder(page, 'Inbox')).toHaveAccessibleName('Inbox 5 unread')
  await expect(row(page, 'Kiln schedule for the lobby mural')).not.toHaveAttribute('data-unread')
  await expect(page.getByText('cobalt-comparison.jpg')).toBeVisible()

  // earlier replies stay folded until asked for
  const earlier = page.getByRole('button', { name: 'View 3 earlier messages' })
  await earlier.click()
  await expect(page.getByText('Photos are in the shared folder.')).toBeVisible()

  // previous / next follow the API's flags
  await expect(page.getByRole('button', { name: 'Previous mail' })).toBeDisabled()
  await page.getByRole('button', { name: 'Next mail' }).click()
  await expect(page.getByRole('heading', { name: 'Invoice 2291: grout and sealant delivery' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Previous mail' })).toBeEnabled()

  await page.reload()
  await expect(folder(page, 'Inbox')).toHaveAccessibleName('Inbox 4 unread')
  await expect(page.getByRole('heading', { name: 'Invoice 2291: grout and sealant delivery' })).toBeVisible()

  // mark unread again closes the mail and the badge goes back up
  await page.getByRole('button', { name: 'Mark as unread' }).last().click()
  await expect(page).not.toHaveURL(/mail=/)
  await expect(folder(page, 'Inbox')).toHaveAccessibleName('Inbox 5 unread')
})

test('star, label, move and delete persist', async ({ page }) => {
  await openMailbox(page)
  const lunch = 'Team lunch on Friday'

  // star from the row, then find it under Starred
  const star = row(page, lunch).getByRole('button', { name: `Star: ${lunch}` })
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'true')
  await folder(page, 'Starred').click()
  await expect(page).toHaveURL(/folder=starred/)
  await expect(row(page, lunch)).toBeVisible()

  // label from the bulk bar, then find it under the label
  await row(page, lunch).getByRole('checkbox').click()
  await bulk(page).getByRole('button', { name: 'Labels' }).click()
  await page.getByRole('menuitemcheckbox', { name: 'Private' }).click()
  await expect(page.getByText('Label Private toggled')).toBeVisible()
  await page.getByRole('link', { name: 'Private' }).click()
  await expect(page).toHaveURL(/label=private/)
  await expect(row(page, lunch)).toBeVisible()

  // move to spam
  await folder(page, 'Inbox').click()
  await row(page, 'Invoice 2291').getByRole('checkbox').click()
  await bulk(page).getByRole('button', { name: 'Move to' }).click()
  await page.getByRole('menuitem', { name: 'Spam' }).click()
  await expect(page.getByText('Moved to Spam')).toBeVisible()
  await expect(row(page, 'Invoice 2291')).toHaveCount(0)
  await folder(page, 'Spam').click()
  await expect(row(page, 'Invoice 2291')).toBeVisible()

  // delete: to trash, and from trash for good
  await folder(page, 'Inbox').click()
  await row(page, lunch).getByRole('checkbox').click()
  await bulk(page).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Moved to Trash')).toBeVisible()
  await expect(row(page, lunch)).toHaveCount(0)
  await folder(page, 'Trash').click()
  await row(page, lunch).getByRole('checkbox').click()
  await bulk(page).getByRole('button', { name: 'Delete for good' }).click()
  await expect(row(page, lunch)).toHaveCount(0)
  await expect(row(page, 'Grout of the month club')).toBeVisible()

  await page.reload()
  await expect(row(page, 'Grout of the month club')).toBeVisible()
  await expect(row(page, lunch)).toHaveCount(0)
})

test('select all and none drive the bulk bar', async ({ page }) => {
  await openMailbox(page, '/apps/email?folder=spam')
  const all = page.getByRole('checkbox', { name: 'Select all mails' })
  await expect(bulk(page).getByRole('button', { name: 'Mark as read' })).toBeDisabled()
  await all.click()
  await expect(page.getByText('3 selected')).toBeVisible()
  await bulk(page).getByRole('button', { name: 'Mark as read' }).click()
  await expect(folder(page, 'Spam')).toHaveAccessibleName('Spam')
  await expect(all).not.toBeChecked()
})

test('compose and send: the mail appears in Sent', async ({ page }) => {
  await openMailbox(page)
  await page.getByRole('button', { name: 'Compose' }).click()
  await expect(page.getByRole('dialog', { name: 'New message' })).toBeVisible()
  // the dialog is named by its subject once there is one
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog.getByText('Add at least one recipient.')).toBeVisible()

  const to = dialog.getByRole('combobox', { name: /^To/ })
  await to.fill('kaia.lindqvist@glazeline')
  await to.press('Enter')
  await expect(dialog.getByText('“kaia.lindqvist@glazeline” is not a valid email address.')).toBeVisible()
  await to.fill('kaia.lindqvist@glazeline.test')
  await to.press('Enter')
  await expect(dialog.getByRole('button', { name: 'Remove kaia.lindqvist@glazeline.test' })).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Full batches of sage and oat')
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Please go ahead with both glazes.')
  await page.getByTestId('compose-files').setInputFiles({
    name: 'order.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(2048),
  })
  await expect(dialog.getByText('order.pdf')).toBeVisible()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByText('Mail sent')).toBeVisible()
  await expect(dialog).toBeHidden()

  await folder(page, 'Sent').click()
  const sent = mailList(page).getByRole('listitem').first()
  await expect(sent).toContainText('Full batches of sage and oat')
  await expect(sent).toContainText('Kaia Lindqvist')
  await openButton(page, 'Full batches of sage and oat').click()
  const detail = page.getByRole('region', { name: 'Full batches of sage and oat' })
  await expect(detail.getByText('Please go ahead with both glazes.')).toBeVisible()
  await expect(detail.getByText('order.pdf')).toBeVisible()
})

test('a long unbroken subject and message keep the compose window in the page: its buttons stay in view', async ({
  page,
}) => {
  await openMailbox(page)
  await page.getByRole('button', { name: 'Compose' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('s'.repeat(3000))
  await dialog.getByRole('textbox', { name: /^Message/ }).click()
  await page.keyboard.insertText('m'.repeat(3000))
  // it grew sideways past its own edge, hiding Close and Send, and scrolled as a whole
  for (const name of ['Send', 'Schedule send', 'Discard', 'Close and keep as draft'])
    await expect(dialog.getByRole('button', { name, exact: true })).toBeInViewport()
  expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0)
})

test('closing a written compose keeps a draft, and opening the draft resumes it', async ({ page }) => {
  await openMailbox(page)
  await expect(folder(page, 'Draft')).toHaveAccessibleName('Draft 2 unread')
  await page.getByRole('button', { name: 'Compose' }).click()
  await expect(page.getByRole('dialog', { name: 'New message' })).toBeVisible()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Tile order for the pool')
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Blue and white, 400 pieces.')

  // minimise and bring it back: nothing typed is lost
  await dialog.getByRole('button', { name: 'Minimise' }).click()
  const bar = page.getByRole('region', { name: 'Tile order for the pool' })
  await expect(bar).toBeVisible()
  await bar.getByRole('button', { name: 'Open the message' }).click()
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('Tile order for the pool')

  await page.getByRole('button', { name: 'Close and keep as draft' }).click()
  await expect(page.getByText('Saved to Draft')).toBeVisible()
  await expect(folder(page, 'Draft')).toHaveAccessibleName('Draft 3 unread')

  await folder(page, 'Draft').click()
  await openButton(page, 'Tile order for the pool').click()
  await expect(page.getByRole('dialog', { name: 'Tile order for the pool' })).toBeVisible()
  const resumed = page.getByRole('dialog')
  await expect(resumed.getByRole('textbox', { name: 'Subject' })).toHaveValue('Tile order for the pool')
  await expect(resumed.getByRole('textbox', { name: 'Message' })).toContainText('Blue and white, 400 pieces.')
  await resumed.getByRole('textbox', { name: 'Subject' }).fill('Tile order for the pool, revised')
  await resumed.getByRole('button', { name: 'Close and keep as draft' }).click()
  await expect(row(page, 'Tile order for the pool, revised')).toBeVisible()
  // the same draft was updated, not a second one added
  await expect(row(page, 'Tile order for the pool')).toHaveCount(1)

  // sending the draft moves it to Sent
  await openButton(page, 'Tile order for the pool, revised').click()
  const again = page.getByRole('dialog', { name: 'Tile order for the pool, revised' })
  await expect(again).toBeVisible()
  const to = again.getByRole('combobox', { name: /^To/ })
  await to.fill('greta.saltmarsh@mosaicworks.test')
  await to.press('Enter')
  await again.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByText('Mail sent')).toBeVisible()
  await expect(row(page, 'Tile order for the pool')).toHaveCount(0)
  await folder(page, 'Sent').click()
  await expect(row(page, 'Tile order for the pool, revised')).toBeVisible()
})

test('reply and forward open a prefilled compose', async ({ page }) => {
  await openMailbox(page)
  await openButton(page, 'Kiln schedule for the lobby mural').click()
  await page.getByRole('button', { name: 'Reply', exact: true }).click()
  const reply = page.getByRole('dialog', { name: 'Re: Kiln schedule for the lobby mural' })
  await expect(reply.getByRole('button', { name: 'Remove greta.saltmarsh@mosaicworks.test' })).toBeVisible()
  await expect(reply.getByRole('textbox', { name: 'Message' })).toContainText('Greta Saltmarsh wrote:')
  // a roomier window and back
  await reply.getByRole('button', { name: 'Maximise' }).click()
  await reply.getByRole('button', { name: 'Restore size' }).click()
  await reply.getByRole('button', { name: 'Discard' }).click()
  await expect(reply).toBeHidden()

  await page.getByRole('button', { name: 'Forward', exact: true }).click()
  const forward = page.getByRole('dialog', { name: 'Fwd: Kiln schedule for the lobby mural' })
  await expect(forward.getByRole('list', { name: 'Attachments (2)' })).toContainText('firing-plan.pdf')
  await expect(forward.getByRole('combobox', { name: /^To/ })).toHaveValue('')
  await forward.getByRole('button', { name: 'Discard' }).click()
  await expect(forward).toBeHidden()
})

test('the hostile seed mail is shown without running its script or onerror handler', async ({ page }) => {
  await openMailbox(page)
  await openButton(page, 'Quarterly tile catalogue preview').click()
  const detail = page.getByRole('region', { name: 'Quarterly tile catalogue preview' })
  await expect(detail.getByText('Here is the preview of the quarterly catalogue.')).toBeVisible()
  await expect(detail.getByRole('img', { name: 'catalogue cover' })).toBeAttached()
  // give a broken image time to fire its (removed) onerror
  await page.waitForTimeout(300)
  expect(
    await page.evaluate(() => (window as unknown as { emailXssRan?: string }).emailXssRan),
  ).toBeUndefined()
  expect(await detail.locator('script, [onerror]').count()).toBe(0)
  // the javascript: link lost its target and is plain text now
  expect(await detail.getByText('Open the full catalogue').getAttribute('href')).toBeNull()
})

test('phone width: folders in a drawer, the mail replaces the list', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openMailbox(page)
  await page.getByRole('button', { name: 'Open mailboxes' }).click()
  const drawer = page.getByRole('dialog', { name: 'Mailboxes' })
  await drawer.getByRole('link', { name: /^Sent/ }).click()
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL(/folder=sent/)
  await openButton(page, 'Client visit on Wednesday').click()
  await expect(page.getByRole('heading', { name: 'Client visit on Wednesday' })).toBeVisible()
  await expect(mailList(page)).toBeHidden()
  await page.getByRole('button', { name: 'Back to the list' }).click()
  await expect(mailList(page)).toBeVisible()
})

for (const skin of ['light', 'dark'] as const) {
  test(`the list and an open mail have no axe violations (${skin})`, async ({ page, axe }) => {
    // three full-page scans on a busy page take a while on a small machine
    test.setTimeout(120_000)
    await presetLayout(page, { skin })
    await openMailbox(page)
    await expect(page.locator('html')).toHaveClass(skin === 'dark' ? /dark/ : /^(?!.*dark)/)
    expect(await axe()).toEqual([])
    await openButton(page, 'Kiln schedule for the lobby mural').click()
    await page.getByRole('button', { name: 'View 3 earlier messages' }).click()
    await expect(page.getByText('Photos are in the shared folder.')).toBeVisible()
    expect(await axe()).toEqual([])
    await page.getByRole('button', { name: 'Compose' }).click()
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible()
    expect(await axe()).toEqual([])
  })
}

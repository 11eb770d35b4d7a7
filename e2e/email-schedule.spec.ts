import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { presetLayout, startSignedIn } from './support/shell'

/*
 * Schedule send against the mock API in the service worker: compose, schedule for tomorrow morning, find the mail
 * in Scheduled with its time, cancel the schedule and find it in Drafts; axe on the dialog and the folder in both
 * skins and in Arabic. With SHOTS_DIR set, each look is also saved there at 1440 and 390 px.
 */

const mailList = (page: Page) =>
  page.getByRole('list', { name: /./ }).filter({ has: page.getByRole('listitem') })
const folder = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name: new RegExp(`^${name}`) })

async function compose(page: Page, subject: string) {
  await page
    .getByRole('button', { name: /^(Compose|رسالة جديدة)/ })
    .first()
    .click()
  const dialog = page.getByRole('dialog')
  const to = dialog.getByRole('combobox').first()
  await to.fill('kaia.lindqvist@glazeline.test')
  await to.press('Enter')
  await dialog.getByRole('textbox').first().fill(subject)
  return dialog
}

test('schedule send for tomorrow: the mail waits in Scheduled with its time, and Cancel schedule takes it to Drafts', async ({
  page,
}) => {
  await startSignedIn(page)
  await page.goto('/apps/email')
  await expect(folder(page, 'Scheduled')).toBeVisible()
  const dialog = await compose(page, 'Kiln opening on Thursday')
  await dialog.getByRole('button', { name: 'Schedule send' }).click()
  const schedule = page.getByRole('dialog', { name: 'Schedule send' })
  await expect(schedule.getByText('Choose when this mail goes out.', { exact: false })).toBeVisible()
  await schedule.getByRole('button', { name: /^Tomorrow morning 8:00 AM/ }).click()
  await expect(page.getByText(/^Scheduled for /)).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await expect(folder(page, 'Scheduled')).toHaveAccessibleName('Scheduled 1 scheduled')
  await folder(page, 'Scheduled').click()
  await expect(page.getByRole('heading', { name: 'Scheduled', level: 2 })).toBeVisible()
  const row = page.getByRole('listitem').filter({ hasText: 'Kiln opening on Thursday' })
  // the row shows when it will go: tomorrow's day and 8:00
  const tomorrow = new Date(Date.now() + 86_400_000)
  const day = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short' }).format(tomorrow)
  await expect(row.locator('time')).toHaveText(new RegExp(`${day}.*8:00\\sAM`))

  await row.getByRole('button', { name: /^(Kaia Lindqvist|kaia\.lindqvist@)/ }).click()
  await expect(page.getByRole('heading', { name: 'Kiln opening on Thursday', level: 2 })).toBeVisible()
  await expect(page.getByText(/^Will be sent on .*8:00\sAM/)).toBeVisible()
  await page.getByRole('button', { name: 'Cancel schedule' }).click()
  await expect(page.getByText('Schedule cancelled: the mail is back in Draft')).toBeVisible()
  await expect(folder(page, 'Scheduled')).toHaveAccessibleName('Scheduled')
  await expect(page.getByText('No scheduled mail.')).toBeVisible()

  await folder(page, 'Draft').click()
  await expect(page.getByRole('listitem').filter({ hasText: 'Kiln opening on Thursday' })).toBeVisible()
})

const LOOKS = [
  { name: 'light', settings: { skin: 'light' }, storage: {} },
  { name: 'dark', settings: { skin: 'dark' }, storage: {} },
  { name: 'dark, Arabic', settings: { skin: 'dark', isRTL: true }, storage: { 'tessera.language': 'ar' } },
] as const

for (const look of LOOKS) {
  test(`the schedule dialog and the Scheduled folder have no axe violations (${look.name})`, async ({
    page,
    axe,
  }) => {
    test.setTimeout(120_000)
    const arabic = look.name.includes('Arabic')
    const shots = process.env.SHOTS_DIR
    const shoot = async (what: string) => {
      if (!shots) return
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
        await page.waitForTimeout(300)
        await page.screenshot({ path: `${shots}/${what}-${look.name.replace(/\W+/g, '-')}-${width}.png` })
      }
      await page.setViewportSize({ width: 1440, height: 900 })
    }
    await presetLayout(page, look.settings, look.storage)
    await startSignedIn(page)
    await page.goto('/apps/email')
    await expect(mailList(page).first()).toBeVisible()
    await compose(page, 'Glaze order for March')
    await page.getByRole('button', { name: arabic ? 'جدولة الإرسال' : 'Schedule send' }).click()
    const schedule = page.getByRole('dialog', { name: arabic ? 'جدولة الإرسال' : 'Schedule send' })
    await expect(schedule).toBeVisible()
    expect(await axe()).toEqual([])
    await shoot('schedule-dialog')

    // a time in the past: today at midnight
    await schedule.getByRole('button', { name: arabic ? /^التاريخ/ : /^Date/ }).click()
    await page
      .getByRole('grid')
      .getByRole('button', { name: arabic ? /اليوم/ : /Today/ })
      .click()
    const time = schedule.getByRole('combobox', { name: arabic ? 'الوقت' : 'Time' })
    await time.click()
    await page.getByRole('option').first().click()
    await schedule.getByRole('button', { name: arabic ? 'جدولة الإرسال' : 'Schedule send' }).click()
    await expect(time).toHaveAccessibleDescription(
      arabic ? 'اختر وقتًا في المستقبل.' : 'Choose a time in the future.',
    )
    expect(await axe()).toEqual([])
    await shoot('schedule-dialog-past')

    await schedule.getByRole('button', { name: arabic ? /^صباح الغد/ : /^Tomorrow morning/ }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await folder(page, arabic ? 'المجدولة' : 'Scheduled').click()
    // the recipient shows by name once the contacts have loaded, else by address
    const row = page.getByRole('listitem').filter({ hasText: 'Glaze order for March' })
    await row.getByRole('button', { name: /^(Kaia Lindqvist|kaia\.lindqvist@)/ }).click()
    await expect(
      page.getByRole('button', { name: arabic ? 'إلغاء الجدولة' : 'Cancel schedule' }),
    ).toBeVisible()
    expect(await axe()).toEqual([])
    await shoot('scheduled-mail')
  })
}

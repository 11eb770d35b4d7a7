import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { presetLayout, startSignedIn } from './support/shell'
import { calendarCalls } from '../contract/calendar.calls'

/*
 * The calendar against the mock API in the worker: add from a day click, drag to another day (saved, so a
 * reload shows it there), edit, delete; the calendar filters down to none and back, kept over a reload; axe in
 * both skins; German and right-to-left.
 */

/** YYYY-MM-DD of a day of the month on screen (the current one), in local time as FullCalendar labels cells. */
const dayOfThisMonth = (day: number) => {
  const now = new Date()
  const date = new Date(now.getFullYear(), now.getMonth(), day)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

const calendar = (page: Page) => page.locator('.tessera-calendar')

/** Two days of this month whose cells hold no event (the seed moves with today's date). */
async function freeDays(page: Page): Promise<[string, string]> {
  await expect(calendar(page).getByRole('listitem').first()).toBeVisible()
  const month = dayOfThisMonth(1).slice(0, 8)
  const free = await calendar(page)
    .locator(`[role=cell][data-date^="${month}"]`)
    .evaluateAll((cells) =>
      cells
        .filter((cell) => cell.querySelectorAll('[role=listitem]').length === 0)
        .map((cell) => cell.getAttribute('data-date') ?? ''),
    )
  const from = free.find((day) => Number(day.slice(8)) >= 8) ?? free[0]
  const to =
    free.find((day) => day > from && Number(day.slice(8)) - Number(from.slice(8)) >= 5) ?? free.at(-1)!
  return [from, to]
}
const cell = (page: Page, date: string) => calendar(page).locator(`[role=cell][data-date="${date}"]`)
const eventsShown = (page: Page) => calendar(page).getByRole('listitem')

async function openCalendar(page: Page) {
  await page.goto('/apps/calendar')
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeAttached()
  await expect(calendar(page).getByRole('table')).toBeVisible()
  await expect(eventsShown(page).first()).toBeVisible()
}

/** A click on the empty top corner of a day cell, away from its day-number link and its events. */
async function clickDay(page: Page, date: string) {
  const box = (await cell(page, date).boundingBox())!
  await page.mouse.click(box.x + box.width - 12, box.y + 10)
}

/** FullCalendar drags on pointer events: press, move in steps (past its drag threshold), release. */
async function drag(page: Page, from: Locator, to: Locator) {
  const [a, b] = [(await from.boundingBox())!, (await to.boundingBox())!]
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 5, { steps: 5 })
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 15 })
  await page.mouse.up()
}

test('add an event from a day click, drag it to another day, reload, edit and delete it', async ({
  page,
}) => {
  test.setTimeout(120_000) // a long journey: it took 56 s on a busy 2-core machine
  await startSignedIn(page)
  await openCalendar(page)
  // two days of this month with no seeded events, a week apart where possible: a full day shows "+1 more"
  const [from, to] = await freeDays(page)

  await clickDay(page, from)
  const sheet = page.getByRole('dialog', { name: 'Add Event' })
  await expect(sheet).toBeVisible()
  const add = sheet.getByRole('button', { name: 'Add', exact: true })
  await expect(add).toBeDisabled()
  await sheet.getByRole('textbox', { name: /Title/ }).fill('Grout order review')
  await expect(sheet.getByRole('switch', { name: 'All day' })).toBeChecked()
  await add.click()
  await expect(page.getByText('Event added')).toBeVisible()
  await expect(sheet).toBeHidden()
  const added = cell(page, from).getByRole('link', { name: 'Grout order review' })
  await expect(added).toBeVisible()

  await drag(page, added, cell(page, to))
  await expect(page.getByText('Event saved')).toBeVisible()
  await expect(cell(page, to).getByRole('link', { name: 'Grout order review' })).toBeVisible()

  await page.reload()
  const moved = cell(page, to).getByRole('link', { name: 'Grout order review' })
  await expect(moved).toBeVisible()
  await expect(cell(page, from).getByRole('link', { name: 'Grout order review' })).toHaveCount(0)

  await moved.click()
  const editor = page.getByRole('dialog', { name: 'Update Event' })
  await expect(editor.getByRole('textbox', { name: /Title/ })).toHaveValue('Grout order review')
  await editor.getByRole('textbox', { name: /Title/ }).fill('Grout order signed')
  await editor.getByRole('textbox', { name: 'Location' }).fill('Workshop B')
  await editor.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByText('Event updated')).toBeVisible()
  const renamed = cell(page, to).getByRole('link', { name: 'Grout order signed' })
  await expect(renamed).toBeVisible()

  await renamed.click()
  await page.getByRole('dialog', { name: 'Update Event' }).getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete this event?' })
  await expect(confirm).toContainText('Grout order signed')
  await confirm.getByRole('button', { name: 'Delete event' }).click()
  await expect(page.getByText('Event deleted')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(cell(page, to).getByRole('link', { name: 'Grout order signed' })).toHaveCount(0)
  await page.reload()
  await expect(eventsShown(page).first()).toBeVisible()
  await expect(calendar(page).getByRole('link', { name: /Grout order/ })).toHaveCount(0)
})

test('the calendar filters go down to none and back, and the choice survives a reload', async ({ page }) => {
  await startSignedIn(page)
  await openCalendar(page)
  await calendar(page).page().getByRole('button', { name: 'List' }).click()
  await expect(eventsShown(page).first()).toBeVisible()
  const all = await eventsShown(page).count()
  const filters = page.getByRole('region', { name: 'Filters' })
  const viewAll = filters.getByRole('checkbox', { name: 'View all' })
  await expect(viewAll).toBeChecked()

  // View all clears every calendar: the call asks for the empty list and nothing shows.
  const emptyList = page.waitForRequest((request) => {
    const url = new URL(request.url())
    return url.pathname === calendarCalls.events.path && url.search === '?calendars='
  })
  await viewAll.click()
  await emptyList
  for (const name of ['Personal', 'Business', 'Family', 'Holiday', 'ETC'])
    await expect(filters.getByRole('checkbox', { name })).not.toBeChecked()
  await expect(page.getByText(/No calendar is selected/)).toBeVisible()
  await expect(eventsShown(page)).toHaveCount(0)

  // One calendar back on: a single repeated key, and only its events.
  await filters.getByRole('checkbox', { name: 'Holiday' }).click()
  const two = page.waitForResponse(
    (response) => new URL(response.url()).search === '?calendars=Personal&calendars=Holiday',
  )
  await filters.getByRole('checkbox', { name: 'Personal' }).click()
  await expect(viewAll).toBeChecked({ indeterminate: true })
  await two
  // The last list stays on screen while the next one loads; count once the new one is drawn.
  await expect(page.getByText('Loading events…')).toHaveCount(0)
  await expect(eventsShown(page).first()).toBeVisible()
  const some = await eventsShown(page).count()
  expect(some).toBeLessThan(all)

  await page.reload()
  await expect(filters.getByRole('checkbox', { name: 'Holiday' })).toBeChecked()
  await expect(filters.getByRole('checkbox', { name: 'Personal' })).toBeChecked()
  await expect(filters.getByRole('checkbox', { name: 'Business' })).not.toBeChecked()
  await page.getByRole('button', { name: 'List' }).click()
  await expect(eventsShown(page)).toHaveCount(some)

  await viewAll.click()
  await expect(viewAll).toBeChecked()
  await expect(eventsShown(page)).toHaveCount(all)
})

for (const skin of ['light', 'dark'] as const) {
  test(`the calendar and its event sheet have no axe violations (${skin})`, async ({ page, axe }) => {
    // Three full-page scans of a busy grid take a while on a shared machine.
    test.setTimeout(120_000)
    await presetLayout(page, { skin })
    await startSignedIn(page)
    await openCalendar(page)
    await expect(page.locator('html')).toHaveClass(skin === 'dark' ? /dark/ : /^(?!.*dark)/)
    expect(await axe()).toEqual([])

    await page.getByRole('button', { name: 'Week' }).click()
    await expect(calendar(page).getByRole('table').first()).toBeVisible()
    expect(await axe()).toEqual([])

    await page.getByRole('button', { name: 'Add Event' }).click()
    const sheet = page.getByRole('dialog', { name: 'Add Event' })
    await expect(sheet).toBeVisible()
    await sheet.getByRole('textbox', { name: /Title/ }).fill('x')
    await sheet.getByRole('textbox', { name: /Title/ }).fill('')
    await expect(sheet.getByText('Title is required')).toBeVisible()
    expect(await axe()).toEqual([])
  })
}

test('German and right to left: translated, week from Monday, mirrored', async ({ page }) => {
  await presetLayout(page, { isRTL: true }, { 'tessera.language': 'de' })
  await startSignedIn(page)
  await page.goto('/apps/calendar')
  await expect(page.getByRole('heading', { level: 1, name: 'Kalender' })).toBeAttached()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('button', { name: 'Termin hinzufügen' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Heute', exact: true })).toBeVisible()
  const headers = calendar(page).getByRole('columnheader')
  await expect(headers.first()).toHaveText(/^Mo/)
  await expect(calendar(page).locator('[dir=rtl]').first()).toBeAttached()
  // The first weekday sits at the right edge in RTL.
  const [monday, tuesday] = [(await headers.nth(0).boundingBox())!, (await headers.nth(1).boundingBox())!]
  expect(monday.x).toBeGreaterThan(tuesday.x)
  await expect(
    page.getByRole('region', { name: 'Filter' }).getByRole('checkbox', { name: 'Geschäftlich' }),
  ).toBeVisible()
  // what a screen reader hears from the grid is the app's German too, not the calendar library's
  await expect(
    calendar(page)
      .getByRole('link', { name: /^Zu .+ wechseln$/ })
      .first(),
  ).toBeAttached()
})

test('at phone width the sidebar is a drawer and the list view comes first', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await startSignedIn(page)
  await page.goto('/apps/calendar')
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('button', { name: 'Add Event' })).toBeHidden()
  await page.getByRole('button', { name: 'Show calendars and filters' }).click()
  const drawer = page.getByRole('dialog', { name: 'Calendars' })
  await drawer.getByRole('button', { name: 'Add Event' }).click()
  await expect(page.getByRole('dialog', { name: 'Add Event' })).toBeVisible()
})

test('keyboard: an event takes focus and opens with Enter, Escape closes the sheet', async ({ page }) => {
  await startSignedIn(page)
  await openCalendar(page)
  const event = eventsShown(page).first().getByRole('link')
  const title = (await event.textContent()) ?? ''
  await event.focus()
  await expect(event).toBeFocused()
  await page.keyboard.press('Enter')
  const editor = page.getByRole('dialog', { name: 'Update Event' })
  await expect(editor).toBeVisible()
  expect(title).toContain(await editor.getByRole('textbox', { name: /Title/ }).inputValue())
  await page.keyboard.press('Escape')
  await expect(editor).toBeHidden()
})

/** Adds all-day events to one day through the API the page uses, signed in as the page is. */
async function addAllDayEvents(page: Page, day: string, titles: string[]) {
  await page.evaluate(
    async ({ path, start, names }) => {
      const token = localStorage.getItem('accessToken')
      for (const title of names) {
        const response = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            event: { title, start, end: null, allDay: true, extendedProps: { calendar: 'Business' } },
          }),
        })
        if (!response.ok) throw new Error(`add-event answered ${response.status}`)
      }
    },
    { path: calendarCalls.addEvent.path, start: day, names: titles },
  )
}

test('a day with more events than fit shows "+n more", which lists them all', async ({ page, axe }) => {
  await startSignedIn(page)
  await openCalendar(page)
  const [day] = await freeDays(page)
  const titles = Array.from({ length: 9 }, (_, i) => `Tile batch ${i + 1}`)
  await addAllDayEvents(page, day, titles)
  await page.reload()
  await expect(eventsShown(page).first()).toBeVisible()

  // the cell shows what fits, whole, and says how many more (the name says which day, the text what it shows)
  const [year, month, date] = day.split('-').map(Number)
  const longDay = new Date(year, month - 1, date).toLocaleDateString('en', { dateStyle: 'long' })
  const more = cell(page, day).getByRole('button', { name: new RegExp(`^\\d+ more events on ${longDay}$`) })
  await expect(more).toBeVisible()
  await expect(more).toHaveText(/^\+\d+ more$/, { useInnerText: true })
  const hidden = Number((await more.textContent())!.match(/\d+/)![0])
  const shown = cell(page, day).getByRole('link', { name: /^Tile batch/ })
  await expect(shown).toHaveCount(titles.length - hidden)

  // the name begins with the words on screen (axe's label-in-name rule is on)
  expect(await axe()).toEqual([])

  await more.click()
  const popover = page.getByRole('dialog')
  await expect(popover).toBeVisible()
  for (const title of titles) await expect(popover.getByRole('link', { name: title })).toBeVisible()
  // the popover itself (it lies over the grid, whose day links under it are covered while it is open)
  expect(await axe({ include: '.tessera-more-popover' })).toEqual([])
})

test('the month picker follows the calendar, and a day picked there moves the calendar', async ({ page }) => {
  await startSignedIn(page)
  await openCalendar(page)
  const monthName = (date: Date) => date.toLocaleString('en-US', { month: 'long', year: 'numeric' })
  const now = new Date()
  const [thisMonth, nextMonth, monthAfter] = [0, 1, 2].map((ahead) =>
    monthName(new Date(now.getFullYear(), now.getMonth() + ahead, 1)),
  )
  const sidebar = page.getByRole('complementary', { name: 'Calendars' })
  const title = page.getByRole('heading', { level: 2, name: thisMonth })
  await expect(title).toBeVisible()
  await expect(sidebar.getByRole('grid', { name: thisMonth })).toBeVisible()

  // The calendar's Next: the small grid turns to the same month.
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name: nextMonth })).toBeVisible()
  await expect(sidebar.getByRole('grid', { name: nextMonth })).toBeVisible()

  // The small grid's own next month, then its 15th: the big calendar goes there.
  await sidebar.getByRole('button', { name: /next month/i }).click()
  await expect(page.getByRole('heading', { level: 2, name: monthAfter })).toBeVisible()
  await sidebar.getByRole('grid', { name: monthAfter }).getByRole('button', { name: /15th/ }).click()
  await expect(page.getByRole('heading', { level: 2, name: monthAfter })).toBeVisible()
  // the picker marks the big calendar's date: it moved from the 1st to the 15th
  await expect(sidebar.getByRole('button', { name: /15th, \d{4}, selected/ })).toBeVisible()
  await expect(sidebar.getByRole('button', { name: /1st, \d{4}, selected/ })).toHaveCount(0)
})

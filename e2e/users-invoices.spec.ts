import { readFileSync } from 'node:fs'
import { expect as baseExpect, test } from './fixtures'
import { presetLayout, startSignedIn } from './support/shell'
import type { Page } from '@playwright/test'

/* The users and invoice apps against the mock API in the service worker: what they save survives a reload. */

// CI's two cores run two browsers and the worker's back end at once: a page may take a while to draw
const expect = baseExpect.configure({ timeout: 15_000 })
const sheet = (page: Page) => page.getByRole('dialog')

async function openUsers(page: Page, path = '/apps/user/list') {
  await page.goto(path)
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible()
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0)
}

test('add a user, find them after a reload, open their page, suspend them and edit their information', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await startSignedIn(page)
  await openUsers(page)
  await expect(page.getByText('Total users')).toBeVisible()
  await page.getByRole('button', { name: 'Add New User' }).click()
  await expect(sheet(page).getByRole('heading', { name: 'Add New User' })).toBeVisible()
  await sheet(page)
    .getByRole('textbox', { name: /Full name/ })
    .fill('Ines Tilemaker')
  await sheet(page)
    .getByRole('textbox', { name: /Username/ })
    .fill('ines.tilemaker')
  await sheet(page).getByRole('textbox', { name: /Email/ }).fill('ines@tilemaker.test')
  await sheet(page).getByRole('combobox', { name: 'Plan' }).click()
  await page.getByRole('option', { name: 'Team' }).click()
  await sheet(page).getByRole('button', { name: 'Add user' }).click()
  await expect(sheet(page)).toBeHidden()
  await expect(page.getByText('Ines Tilemaker was added')).toBeVisible()

  await page.reload()
  await page.getByRole('searchbox', { name: 'Search users' }).fill('tilemaker')
  await expect(page).toHaveURL(/q=tilemaker/)
  const link = page.getByRole('link', { name: 'Ines Tilemaker' })
  await expect(link).toBeVisible()
  await expect(page.getByRole('row').filter({ has: link })).toContainText('Team')
  await link.click()
  await expect(page.getByText('@ines.tilemaker')).toBeVisible()
  await page.getByRole('button', { name: 'Suspend' }).click()
  await page
    .getByRole('alertdialog', { name: 'Suspend Ines Tilemaker?' })
    .getByRole('button', { name: 'Suspend' })
    .click()
  await expect(page.getByText('Ines Tilemaker is suspended')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible()

  await page.getByRole('main').getByRole('button', { name: 'Edit', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Edit Ines Tilemaker' })
    .getByRole('link', { name: 'edit page' })
    .click()
  await page.getByRole('tab', { name: 'Information' }).click()
  await expect(page).toHaveURL(/tab=information/)
  await page.getByRole('textbox', { name: 'Languages' }).fill('English, Portuguese')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Information saved')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Languages' })).toHaveValue('English, Portuguese')
})

test('create an invoice with three lines, check the total, add a partial payment, send it', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await startSignedIn(page)
  await page.goto('/apps/invoice/add')
  await expect(page.getByRole('heading', { name: 'New invoice' })).toBeVisible()
  await page.getByRole('combobox', { name: /Client/ }).click()
  await page.getByRole('option').first().click()
  const lines = [
    ['Tile sample box', '19.99', '2', '10', '23'],
    ['Layout plan', '120', '3', '0', '6'],
    ['Grout sachet', '0.05', '1', '50', '0'],
  ]
  for (const [index, [item, cost, quantity, discount, tax]] of lines.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add item' }).click()
    const line = page.getByRole('group', { name: `Line ${index + 1}` })
    await line.getByRole('textbox', { name: /^Item/ }).fill(item)
    await line.getByRole('textbox', { name: /^Cost/ }).fill(cost)
    await line.getByRole('textbox', { name: /^Quantity/ }).fill(quantity)
    await line.getByRole('textbox', { name: /^Discount/ }).fill(discount)
    await line.getByRole('textbox', { name: /^Tax/ }).fill(tax)
  }
  // worked out by hand in backend/test/cases-invoices.ts
  await expect(page.getByTestId('editor-total')).toHaveText('$425.88')
  await page.getByRole('button', { name: 'Save', exact: true }).click()

  await expect(page).toHaveURL(/\/apps\/invoice\/preview\/\d+$/)
  await expect(page.getByTestId('invoice-total')).toHaveText('$425.88')
  await page.getByRole('button', { name: 'Add payment' }).click()
  await sheet(page)
    .getByRole('textbox', { name: /Amount/ })
    .fill('100.50')
  await sheet(page).getByRole('button', { name: 'Add payment' }).click()
  await expect(sheet(page)).toBeHidden()
  await expect(page.getByTestId('invoice-balance')).toHaveText('$325.38')
  await page.reload()
  await expect(page.getByTestId('invoice-balance')).toHaveText('$325.38')
  const number = page.url().split('/').pop()

  await page.getByRole('button', { name: 'Send invoice' }).click()
  await expect(sheet(page).getByRole('textbox', { name: /Subject/ })).toHaveValue(`Invoice #${number}`)
  await sheet(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect(sheet(page)).toBeHidden()

  await page.goto('/apps/invoice/list?status=Partial%20Payment')
  await expect(page.getByRole('link', { name: `#${number}`, exact: true })).toBeVisible()
  await page.goto('/apps/email?folder=sent')
  await expect(page.getByText(`Invoice #${number}`).first()).toBeVisible()
})

const SCREENS = [
  ['user list', '/apps/user/list', 'Users'],
  ['user page', '/apps/user/view/1', 'Details'],
  ['user edit page', '/apps/user/edit/1?tab=information', 'Contact options'],
  ['invoice list', '/apps/invoice/list', 'Invoices'],
  ['invoice preview', '/apps/invoice/preview/5036', 'Invoice #5036'],
  ['invoice editor', '/apps/invoice/edit/5036', 'Edit invoice #5036'],
] as const

for (const skin of ['light', 'dark'] as const) {
  // two tests per skin, three screens each: one sign-in serves three scans (CI time), and a failure names its screen
  for (const [part, screens] of [SCREENS.slice(0, 3), SCREENS.slice(3)].entries()) {
    test(`the ${screens.map(([name]) => name).join(', ')} have no axe violations (${skin})`, async ({
      page,
      axe,
    }) => {
      test.setTimeout(120_000)
      await presetLayout(page, { skin })
      await startSignedIn(page)
      for (const [name, path, text] of screens) {
        await page.goto(path)
        // in the page itself: the menu holds other words (eCommerce's "Details")
        await expect(page.getByRole('main').getByText(text, { exact: true }).first()).toBeVisible()
        await expect(page.locator('[aria-busy=true]')).toHaveCount(0)
        expect(await axe(), `${name} (${skin}, part ${part + 1})`).toEqual([])
      }
    })
  }

  test(`the Add New User and Add Payment sheets have no axe violations (${skin})`, async ({ page, axe }) => {
    test.setTimeout(60_000)
    await presetLayout(page, { skin })
    await startSignedIn(page)
    await page.goto('/apps/invoice/preview/5036?sheet=payment')
    await expect(sheet(page).getByRole('heading', { name: 'Add payment' })).toBeVisible()
    await expect(sheet(page)).toHaveCSS('opacity', '1')
    expect(await axe()).toEqual([])
    await page.goto('/apps/user/list')
    await page.getByRole('button', { name: 'Add New User' }).click()
    await expect(sheet(page)).toHaveCSS('opacity', '1')
    expect(await axe()).toEqual([])
  })

  test(`the print page asks for the print dialog, and a missing record says so (${skin})`, async ({
    page,
    axe,
  }) => {
    test.setTimeout(60_000)
    await presetLayout(page, { skin })
    await page.addInitScript(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', 'yes')
    })
    await startSignedIn(page)
    // the invoice alone on the blank layout, and the browser's print dialog opened once it has drawn
    await page.goto('/apps/invoice/print/5036')
    await expect(page.getByText('Invoice #5036').first()).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-printed', 'yes')
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0)
    expect(await axe()).toEqual([])
    // an id nobody has: a message and the way back to the list, in the app's layout
    const [path, message, back] =
      skin === 'light'
        ? ['/apps/user/view/99999', 'User not found', '/apps/user/list']
        : ['/apps/invoice/preview/1', 'Invoice not found', '/apps/invoice/list']
    await page.goto(path)
    const main = page.getByRole('main')
    await expect(main.getByText(message)).toBeVisible()
    await expect(main.locator(`a[href="${back}"]`)).toBeVisible()
    expect(await axe()).toEqual([])
  })
}

test('an open select or menu leaves axe nothing to find, and a closed sheet gives the focus back to its opener', async ({
  page,
  axe,
}) => {
  test.setTimeout(60_000)
  await startSignedIn(page)
  await page.goto('/apps/invoice/list')
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0)
  // Radix's modal layers hid the page with aria-hidden and left it focusable (axe's aria-hidden-focus)
  const status = page.getByRole('combobox', { name: 'Status' })
  await status.click()
  await expect(page.getByRole('listbox')).toBeVisible()
  expect(await axe()).toEqual([])
  await page.keyboard.press('Escape')
  await expect(status).toBeFocused()
  const rowMenu = page.getByRole('button', { name: /^More actions for / }).first()
  await rowMenu.click()
  await expect(page.getByRole('menu')).toBeVisible()
  expect(await axe()).toEqual([])
  await page.keyboard.press('Escape')
  await expect(rowMenu).toBeFocused()

  // a sheet opened from the page's state (no Radix trigger): the focus used to fall to the page's body
  await openUsers(page)
  const add = page.getByRole('button', { name: 'Add New User' })
  await add.focus()
  await page.keyboard.press('Enter')
  await expect(sheet(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(sheet(page)).toHaveCount(0)
  await expect(add).toBeFocused()
})

test('the user view: tabs in the address, a card added, notifications saved; the editor switches are saved', async ({
  page,
  axe,
}) => {
  test.setTimeout(90_000)
  await startSignedIn(page)
  await page.goto('/apps/user/view/2?tab=billing')
  await expect(page.getByRole('tab', { name: 'Billing and plans', selected: true })).toBeVisible()
  await page.getByRole('button', { name: 'Add card' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a card' })
  await dialog.getByRole('textbox', { name: /Card number/ }).fill('4111 1111 1111 1111')
  await dialog.getByRole('textbox', { name: /Expiry date/ }).fill('08/31')
  expect(await axe()).toEqual([])
  await dialog.getByRole('button', { name: 'Save card' }).click()
  await expect(page.getByText('The card was added')).toBeVisible()
  expect(await axe()).toEqual([])
  await page.getByRole('tab', { name: 'Notifications' }).click()
  await expect(page).toHaveURL(/tab=notifications/)
  await page.getByRole('checkbox', { name: 'App: New for you' }).check()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Notifications saved')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'App: New for you' })).toBeChecked()
  await page.getByRole('tab', { name: 'Billing and plans' }).click()
  await expect(page.getByText('•••• 1111')).toBeVisible()
  await page.getByRole('tab', { name: 'Security' }).click()
  expect(await axe()).toEqual([])
  await page.getByRole('tab', { name: 'Connections' }).click()
  expect(await axe()).toEqual([])
  await page.getByRole('button', { name: 'Suspend' }).click()
  expect(await axe()).toEqual([])
  await page.keyboard.press('Escape')

  await page.goto('/apps/invoice/edit/5036')
  await expect(page.getByRole('heading', { name: /Edit invoice/ })).toBeVisible()
  const stub = page.getByRole('switch', { name: 'Payment stub' })
  await expect(stub).not.toBeChecked()
  await stub.click()
  await page.getByRole('button', { name: 'Send invoice' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await axe()).toEqual([])
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Payment stub' })).toBeVisible()
  await page.goto('/apps/invoice/edit/5036')
  await expect(page.getByRole('switch', { name: 'Payment stub' })).toBeChecked()
})

test('Download saves a PDF of the invoice with its number and total in its text', async ({ page }) => {
  test.setTimeout(60_000)
  await startSignedIn(page)
  await page.goto('/apps/invoice/preview/5036')
  const total = (await page.getByTestId('invoice-total').textContent())?.trim() ?? ''
  expect(total).toMatch(/^\$[\d,]+\.\d\d$/)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('invoice-5036.pdf')
  // jsPDF writes its content streams uncompressed, so the drawn text is in the file as written
  const file = readFileSync(await download.path()).toString('latin1')
  expect(file.startsWith('%PDF-')).toBe(true)
  expect(file).toContain('Invoice #5036')
  expect(file).toContain(`(${total})`)
})

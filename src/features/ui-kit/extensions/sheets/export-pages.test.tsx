import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readXlsx } from '@/components/data-table'
import dataTable from '@/i18n/locales/en/dataTable.json'
import uiExtensions from '@/i18n/locales/en/uiExtensions.json'
import uikit from '@/i18n/locales/en/uikit.json'
import { initTestI18n } from '@/test/i18n'
import { ExportPage } from './export-page'
import { ExportSelectedPage } from './export-selected-page'
import { SAMPLE_PEOPLE } from './people'

initTestI18n({ uikit, uiExtensions, dataTable })

/** Every download: the file's name and its Blob. */
let saved: { name: string; blob: Blob }[] = []
beforeEach(() => {
  saved = []
  let blob: Blob
  URL.createObjectURL = (object: Blob | MediaSource) => {
    blob = object as Blob
    return 'blob:test'
  }
  URL.revokeObjectURL = () => {}
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob })
  }
})
const csvText = async (index = 0) => (await saved[index].blob.text()).replace(/^\uFEFF/, '')
const today = new Date()
const stamp = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`

describe('ExportSelectedPage', { timeout: 20_000 }, () => {
  it('disables the export buttons with a reason until rows are selected, then says how many go out', async () => {
    const user = userEvent.setup()
    render(<ExportSelectedPage />)
    const csv = screen.getByRole('button', { name: 'Export CSV' })
    const xlsx = screen.getByRole('button', { name: 'Export XLSX' })
    expect(csv).toBeDisabled()
    expect(xlsx).toBeDisabled()
    expect(csv).toHaveAccessibleDescription('Select rows to export them.')

    const [first, second, third] = SAMPLE_PEOPLE
    await user.click(screen.getByRole('checkbox', { name: `Select row ${first.name}` }))
    expect(csv).toBeEnabled()
    expect(csv).toHaveAccessibleDescription('1 row will be exported.')
    await user.click(screen.getByRole('checkbox', { name: `Select row ${third.name}` }))
    expect(xlsx).toHaveAccessibleDescription('2 rows will be exported.')

    await user.click(csv)
    expect(saved[0].name).toBe(`people-selected-${stamp}.csv`)
    const lines = (await csvText()).trimEnd().split('\r\n')
    expect(lines).toEqual([
      'Name,Email,Role,Salary,Start date',
      `${first.name},${first.email},${first.role},${first.salary},${first.startDate}`,
      `${third.name},${third.email},${third.role},${third.salary},${third.startDate}`,
    ])
    expect(lines.join()).not.toContain(second.name)

    await user.click(xlsx)
    await waitFor(() => expect(saved).toHaveLength(2))
    expect(saved[1].name).toBe(`people-selected-${stamp}.xlsx`)
    expect(await readXlsx(saved[1].blob)).toEqual([
      ['Name', 'Email', 'Role', 'Salary', 'Start date'],
      [first.name, first.email, first.role, first.salary, first.startDate],
      [third.name, third.email, third.role, third.salary, third.startDate],
    ])

    await user.click(screen.getByRole('button', { name: 'Clear selection' }))
    expect(csv).toBeDisabled()
  })
})

describe('ExportPage', { timeout: 20_000 }, () => {
  it('exports every row the search kept, in the sorted order, as CSV', async () => {
    const user = userEvent.setup()
    render(<ExportPage />)
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'Eriksen')
    await waitFor(() => expect(screen.getByText('Showing 1–10 of 10')).toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: /Salary/ }))
    await user.click(screen.getByRole('button', { name: /Salary/ }))
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(saved[0].name).toBe(`people-${stamp}.csv`)
    const lines = (await csvText()).trimEnd().split('\r\n').slice(1)
    const expected = SAMPLE_PEOPLE.filter((person) => person.name.endsWith('Eriksen')).toSorted(
      (a, b) => b.salary - a.salary,
    )
    expect(lines).toHaveLength(10)
    expect(lines.map((line) => line.split(',')[0])).toEqual(expected.map((person) => person.name))
  })
})

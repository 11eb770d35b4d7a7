import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toCsv, toXlsx, XLSX_MIME } from '@/components/data-table'
import dataTable from '@/i18n/locales/en/dataTable.json'
import uiExtensions from '@/i18n/locales/en/uiExtensions.json'
import uikit from '@/i18n/locales/en/uikit.json'
import { initTestI18n } from '@/test/i18n'
import { importPeople, sampleCsv } from './import-file'
import { ImportPage } from './import-page'

initTestI18n({ uikit, uiExtensions, dataTable })

const HEADER = ['name', 'email', 'role', 'salary', 'start_date']
const csvFile = (rows: (string | number)[][], name = 'people.csv') =>
  new File([toCsv(HEADER, rows)], name, { type: 'text/csv' })

function setup() {
  const user = userEvent.setup({ applyAccept: false })
  render(<ImportPage />)
  const input = screen.getByLabelText('People file', { selector: 'input' })
  return { user, input }
}

const tableRows = () =>
  within(screen.getByRole('table', { name: 'Imported people' }))
    .getAllByRole('row')
    .slice(1)

describe('ImportPage', { timeout: 20_000 }, () => {
  it('imports a valid CSV into the table and counts the rows', async () => {
    const { user, input } = setup()
    expect(screen.getByText('Nothing imported yet.')).toBeInTheDocument()
    await user.upload(
      input,
      csvFile([
        ['Rui Costa', 'rui@example.com', 'engineer', 70000, '2022-05-02'],
        ['"Quoted, Name"', 'q@example.com', 'Manager', '81 000', '2019-12-31'],
      ]),
    )
    expect(await screen.findByText('Every row is valid.')).toBeInTheDocument()
    // the table's first render draws placeholder rows; the read rows come in the next (docs/data-table.md, "First rows")
    expect(tableRows()).toHaveLength(2)
    expect(await screen.findByRole('cell', { name: '"Quoted, Name"' })).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: '$81,000' })).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: 'Manager' })).toBeInTheDocument()
    const stats = screen.getByText('Rows read').closest('dl')!
    expect(stats).toHaveTextContent('people.csv')
    expect(stats).toHaveTextContent('Rows read2Valid2With errors0')
  })

  it('lists each refused cell by row and field, and keeps the valid rows', async () => {
    const { user, input } = setup()
    await user.upload(
      input,
      csvFile([
        ['Rui Costa', 'rui@example.com', 'engineer', 70000, '2022-05-02'],
        ['Ivo Lima', 'ivo@example', 'pilot', 'lots', '2022-13-01'],
        [],
        ['', 'ana@example.com', 'support', -1, '2021-01-01'],
      ]),
    )
    const errors = await screen.findByRole('region', { name: 'Rows with errors' })
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 3: Email is not a valid address.',
      'Row 3: Role must be one of designer, engineer, analyst, manager, or support.',
      'Row 3: Salary is not a number.',
      'Row 3: Start date is not a date in the form yyyy-mm-dd.',
      'Row 5: Name is missing.',
      'Row 5: Salary cannot be negative.',
    ])
    expect(screen.getByText('Rows read').closest('dl')).toHaveTextContent('Rows read3Valid1With errors2')
    expect(tableRows()).toHaveLength(1)
    expect(await screen.findByRole('cell', { name: 'Rui Costa' })).toBeInTheDocument()
  })

  it('refuses a file of the wrong type, an empty file and a file without the columns, with messages', async () => {
    const { user, input } = setup()
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('notes.txt is not a CSV or XLSX file.')
    expect(screen.getByRole('group', { name: 'People file' })).toHaveAccessibleDescription(
      /notes\.txt is not a CSV or XLSX file\./,
    )

    await user.upload(input, new File([''], 'blank.csv', { type: 'text/csv' }))
    expect(await screen.findByText('blank.csv is empty.')).toBeInTheDocument()

    await user.upload(input, new File(['\r\n\r\n'], 'lines.csv', { type: 'text/csv' }))
    expect(await screen.findByText('lines.csv is empty.')).toBeInTheDocument()

    await user.upload(input, new File(['name,mail\nAna,a@b.c'], 'cols.csv', { type: 'text/csv' }))
    expect(
      await screen.findByText('cols.csv has no column for Email, Role, Salary, and Start date.'),
    ).toBeInTheDocument()

    await user.upload(input, new File(['name,email\n"open'], 'quote.csv', { type: 'text/csv' }))
    expect(
      await screen.findByText('quote.csv could not be read: the quote opened on line 2 is never closed.'),
    ).toBeInTheDocument()

    await user.upload(input, new File(['not a zip'], 'broken.xlsx', { type: XLSX_MIME }))
    expect(await screen.findByText('broken.xlsx could not be read as an XLSX workbook.')).toBeInTheDocument()
    expect(screen.getByText('Nothing imported yet.')).toBeInTheDocument()
  })

  it('refuses a file over the size limit', async () => {
    const { user, input } = setup()
    await user.upload(input, new File(['x'.repeat(1024 * 1024 + 1)], 'huge.csv', { type: 'text/csv' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('huge.csv is larger than 1 MB.')
  })

  it('imports the sample at once: six people and the two rows with mistakes', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Import the sample' }))
    expect(await screen.findByRole('region', { name: 'Rows with errors' })).toHaveTextContent(
      'Row 4: Email is not a valid address.',
    )
    expect(screen.getByText('Rows read').closest('dl')).toHaveTextContent('Rows read8Valid6With errors2')
  })
})

describe('importPeople with XLSX', () => {
  it('reads back a workbook written by the exporter, dates and numbers included', async () => {
    const blob = await toXlsx(HEADER, [
      ['Rui Costa', 'rui@example.com', 'engineer', 70000, new Date('2022-05-02T00:00:00Z')],
      ['Bad Mail', 'nope', 'designer', 50000, new Date('2020-01-01T00:00:00Z')],
    ])
    const file = new File([blob], 'people.xlsx', { type: XLSX_MIME })
    const result = await importPeople(file, {
      name: 'Name',
      email: 'Email',
      role: 'Role',
      salary: 'Salary',
      startDate: 'Start date',
    })
    expect(result).toEqual({
      ok: true,
      read: 2,
      invalid: 1,
      people: [
        {
          id: 2,
          name: 'Rui Costa',
          email: 'rui@example.com',
          role: 'engineer',
          salary: 70000,
          startDate: '2022-05-02',
        },
      ],
      problems: [{ row: 3, field: 'email', problem: 'email' }],
    })
  })

  it('finds columns by their translated label too', async () => {
    const file = new File([sampleCsv().replace('start_date', 'Eintrittsdatum')], 's.csv', {
      type: 'text/csv',
    })
    const result = await importPeople(file, {
      name: 'Name',
      email: 'E-Mail',
      role: 'Rolle',
      salary: 'Gehalt',
      startDate: 'Eintrittsdatum',
    })
    expect(result.ok && result.people).toHaveLength(6)
  })
})

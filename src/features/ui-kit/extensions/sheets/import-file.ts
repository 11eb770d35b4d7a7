import {
  CsvParseError,
  parseCsv,
  readXlsx,
  toCsv,
  toXlsx,
  XLSX_MIME,
  type XlsxCell,
} from '@/components/data-table'
import { FIELDS, FILE_COLUMNS, personSchema, type Field, type Person, type Problem } from './people'

export const MAX_BYTES = 1024 * 1024
export const MAX_ROWS = 1000

/** Why a whole file was refused; each has a sentence in `sheets.import.failures`. */
export type Failure =
  | { kind: 'type' | 'size' | 'empty' | 'noRows' | 'tooManyRows' | 'unreadable' }
  | { kind: 'quote'; line: number }
  | { kind: 'columns'; missing: Field[] }

/** One refused cell: its row in the file (the header is row 1), its column and why. */
export interface RowProblem {
  row: number
  field: Field
  problem: Problem
}

export type ImportResult =
  | { ok: true; people: Person[]; problems: RowProblem[]; read: number; invalid: number }
  | { ok: false; failure: Failure }

type Kind = 'csv' | 'xlsx'

/** By extension first (browsers give CSV several MIME types, or none), then by MIME type. */
export function fileKind(file: File): Kind | null {
  const name = file.name.toLowerCase()
  if (name.endsWith('.csv') || file.type === 'text/csv') return 'csv'
  if (name.endsWith('.xlsx') || file.type === XLSX_MIME) return 'xlsx'
  return null
}

const normal = (text: string) => text.toLowerCase().replaceAll(/[\s_-]/g, '')

async function cellsOf(file: File, kind: Kind): Promise<XlsxCell[][] | Failure> {
  if (kind === 'csv') {
    try {
      return parseCsv(await file.text())
    } catch (error) {
      if (error instanceof CsvParseError) return { kind: 'quote', line: error.line }
      throw error
    }
  }
  try {
    return await readXlsx(file)
  } catch {
    return { kind: 'unreadable' }
  }
}

const blank = (cell: XlsxCell) => cell === null || cell === undefined || String(cell).trim() === ''

/**
 * Reads a CSV or XLSX file of people and checks each row against `personSchema`. A file it cannot use (wrong
 * type, too big, empty, unreadable, missing columns) is a `Failure`, never an exception. A column is found by
 * its key (`start_date`) or its label in the reader's language (`labels`); blank lines are skipped.
 */
export async function importPeople(file: File, labels: Record<Field, string>): Promise<ImportResult> {
  const kind = fileKind(file)
  if (!kind) return { ok: false, failure: { kind: 'type' } }
  if (file.size > MAX_BYTES) return { ok: false, failure: { kind: 'size' } }
  if (file.size === 0) return { ok: false, failure: { kind: 'empty' } }

  const sheet = await cellsOf(file, kind)
  if (!Array.isArray(sheet)) return { ok: false, failure: sheet }
  const lines = sheet
    .map((cells, index) => ({ row: index + 1, cells }))
    .filter(({ cells }) => !cells.every(blank))
  if (lines.length === 0) return { ok: false, failure: { kind: 'empty' } }

  const [header, ...rows] = lines
  const names = header.cells.map((cell) => normal(String(cell ?? '')))
  const column = Object.fromEntries(
    FIELDS.map((field) => [
      field,
      names.findIndex((name) => name === normal(FILE_COLUMNS[field]) || name === normal(labels[field])),
    ]),
  ) as Record<Field, number>
  const missing = FIELDS.filter((field) => column[field] < 0)
  if (missing.length > 0) return { ok: false, failure: { kind: 'columns', missing } }
  if (rows.length === 0) return { ok: false, failure: { kind: 'noRows' } }
  if (rows.length > MAX_ROWS) return { ok: false, failure: { kind: 'tooManyRows' } }

  const people: Person[] = []
  const problems: RowProblem[] = []
  let invalid = 0
  for (const { row, cells } of rows) {
    const values = Object.fromEntries(FIELDS.map((field) => [field, cells[column[field]]]))
    const parsed = personSchema.safeParse(values)
    if (parsed.success) {
      people.push({ id: row, ...parsed.data })
      continue
    }
    invalid += 1
    const seen = new Set<Field>()
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field
      if (seen.has(field)) continue
      seen.add(field)
      problems.push({ row, field, problem: issue.message as Problem })
    }
  }
  return { ok: true, people, problems, read: rows.length, invalid }
}

/** The sample: six good people and two with mistakes (a broken address; a missing role and a negative salary). */
const SAMPLE_ROWS: (string | number)[][] = [
  ['Marta Sousa', 'marta.sousa@tessera.example', 'engineer', 72000, '2021-04-12'],
  ['Yusuf Demir', 'yusuf.demir@tessera.example', 'designer', 64500, '2022-09-01'],
  ['Lena Vogt', 'lena.vogt@tessera', 'analyst', 58000, '2020-01-20'],
  ['Omar Haddad', 'omar.haddad@tessera.example', 'manager', 91000, '2018-06-03'],
  ['Claire Fontaine', 'claire.fontaine@tessera.example', 'support', 41000, '2023-02-14'],
  ['Pablo Ruiz', 'pablo.ruiz@tessera.example', '', -5, '2024-11-30'],
  ['Aiko Tanaka', 'aiko.tanaka@tessera.example', 'engineer', 83250, '2019-10-07'],
  ['Nia Okafor', 'nia.okafor@tessera.example', 'analyst', 60750, '2025-03-17'],
]
const SAMPLE_HEADER = FIELDS.map((field) => FILE_COLUMNS[field])

export function sampleCsv() {
  return toCsv(SAMPLE_HEADER, SAMPLE_ROWS)
}

/** The same rows as a workbook, the dates as real date cells. */
export function sampleXlsx() {
  return toXlsx(
    SAMPLE_HEADER,
    SAMPLE_ROWS.map(([name, email, role, salary, start]) => [
      name,
      email,
      role,
      salary,
      new Date(`${start}T00:00:00Z`),
    ]),
    'People',
  )
}

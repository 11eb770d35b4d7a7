import { z } from 'zod'

/*
 * The people the three spreadsheet pages share: the import checks a file's rows against `personSchema`, and
 * the two export pages show 50 generated `SAMPLE_PEOPLE`. In a file, a column is named by its key (`start_date`)
 * or by its label in the reader's language, and a role is written as its key (`engineer`).
 */

export const ROLES = ['designer', 'engineer', 'analyst', 'manager', 'support'] as const
export type Role = (typeof ROLES)[number]

export const FIELDS = ['name', 'email', 'role', 'salary', 'startDate'] as const
export type Field = (typeof FIELDS)[number]

/** The column names a file uses (and the sample files write). */
export const FILE_COLUMNS: Record<Field, string> = {
  name: 'name',
  email: 'email',
  role: 'role',
  salary: 'salary',
  startDate: 'start_date',
}

export interface Person {
  /** The file's row number (the header is row 1), or the sample's position. */
  id: number
  name: string
  email: string
  role: Role
  salary: number
  /** yyyy-mm-dd */
  startDate: string
}

/** Why a cell was refused; each has a sentence in `sheets.import.problems`. */
export type Problem = 'required' | 'email' | 'role' | 'number' | 'negative' | 'date' | 'tooLong'

/** Empty cells are missing; text is trimmed. */
const present = (value: unknown) => {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim()
  return value ?? undefined
}
const missing = (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : undefined)

/** A spreadsheet date cell arrives as a Date at UTC midnight; CSV text stays as written. */
const dayOf = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value)

export const personSchema = z.object({
  name: z.preprocess(
    // a workbook may hold a name that looks like a number as a number cell
    (value) => {
      const cell = present(value)
      return typeof cell === 'number' ? String(cell) : cell
    },
    z.string({ error: (issue) => missing(issue) ?? 'required' }).max(80, 'tooLong'),
  ),
  email: z.preprocess(present, z.email({ error: (issue) => missing(issue) ?? 'email' })),
  role: z.preprocess(
    (value) => {
      const cell = present(value)
      return typeof cell === 'string' ? cell.toLowerCase() : cell
    },
    z.enum(ROLES, { error: (issue) => missing(issue) ?? 'role' }),
  ),
  salary: z.preprocess(
    (value) => {
      const cell = present(value)
      return typeof cell === 'string' ? Number(cell.replaceAll(/[\s_]/g, '')) : cell
    },
    z.number({ error: (issue) => missing(issue) ?? 'number' }).min(0, 'negative'),
  ),
  startDate: z.preprocess(
    (value) => dayOf(present(value)),
    z.iso.date({ error: (issue) => missing(issue) ?? 'date' }),
  ),
})

const FIRST = ['Ana', 'Bruno', 'Chloé', 'Dmitri', 'Elif', 'Farid', 'Greta', 'Hiro', 'Inês', 'Jonas']
const LAST = ['Almeida', 'Brandt', 'Castillo', 'Dubois', 'Eriksen']

/** 50 made-up people: every first name with every last name, roles, salaries and start dates spread out. */
export const SAMPLE_PEOPLE: Person[] = LAST.flatMap((last, l) =>
  FIRST.map((first, f) => {
    const index = l * FIRST.length + f
    const ascii = `${first}.${last}`
      .normalize('NFD')
      .replaceAll(/[\u0300-\u036f]/g, '')
      .toLowerCase()
    const month = (index * 7) % 12
    const day = ((index * 11) % 28) + 1
    return {
      id: index + 1,
      name: `${first} ${last}`,
      email: `${ascii}@tessera.example`,
      role: ROLES[(index * 3 + l) % ROLES.length],
      salary: 38_000 + ((index * 2_750) % 64_000),
      startDate: `${2016 + (index % 9)}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    }
  }),
)

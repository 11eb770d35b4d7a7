import Download from 'lucide-react/icons/download'
import FileUp from 'lucide-react/icons/file-up'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadCsv, downloadXlsx } from '@/components/data-table'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { FileDropZone, useFileSize } from '@/components/ui/file-drop-zone'
import { listFormat, numberFormat } from '@/lib/intl'
import { DemoCard } from '../../components/demo-card'
import {
  importPeople,
  MAX_BYTES,
  MAX_ROWS,
  sampleCsv,
  sampleXlsx,
  type Failure,
  type ImportResult,
} from './import-file'
import { FIELDS, ROLES, type Field } from './people'
import { PeopleTable } from './people-table'

const PICK_CODE = `const personSchema = z.object({
  name: z.string().max(80),
  email: z.email(),
  role: z.enum(['designer', 'engineer', 'analyst', 'manager', 'support']),
  salary: z.number().min(0),
  startDate: z.iso.date(),
})

<FileDropZone
  label="People file"
  hint="CSV or XLSX, up to 1 MB and 1,000 rows."
  accept=".csv,.xlsx"
  errors={errors}
  onFiles={([file]) => read(file)}
/>`

const RESULT_CODE = `const result = await importPeople(file, labels) // never throws for a bad file
if (!result.ok) setErrors([failureText(result.failure)])
else {
  // result.people: the valid rows; result.problems: { row, field, problem } per refused cell
}

<PeopleTable people={result.people} caption="Imported people" />
<ul aria-label="Rows with errors">
  {result.problems.map((p) => <li>Row {p.row}: {problemText(p)}</li>)}
</ul>`

/** Shown at most; the rest is counted. */
const SHOWN_PROBLEMS = 50

interface Done {
  name: string
  result: Extract<ImportResult, { ok: true }>
}

/** Import: a CSV or XLSX file of people, checked row by row, with valid rows in a table and the refused cells listed. */
export function ImportPage() {
  const { t, i18n } = useTranslation('uiExtensions')
  const size = useFileSize()
  const count = (value: number) => numberFormat(i18n.language).format(value)
  const [errors, setErrors] = useState<string[]>([])
  const [reading, setReading] = useState<string | null>(null)
  const [done, setDone] = useState<Done | null>(null)
  // a slow file read finishing after a newer one must not overwrite it
  const latest = useRef(0)

  const labels = Object.fromEntries(FIELDS.map((field) => [field, t(`sheets.fields.${field}`)])) as Record<
    Field,
    string
  >
  const fieldList = (fields: Field[]) =>
    listFormat(i18n.language, { type: 'conjunction' }).format(fields.map((field) => labels[field]))
  const roleList = listFormat(i18n.language, { type: 'disjunction' }).format([...ROLES])

  function failureText(name: string, failure: Failure) {
    switch (failure.kind) {
      case 'size':
        return t('sheets.import.failures.size', { name, limit: size(MAX_BYTES) })
      case 'tooManyRows':
        return t('sheets.import.failures.tooManyRows', { name, limit: count(MAX_ROWS) })
      case 'quote':
        return t('sheets.import.failures.quote', { name, line: count(failure.line) })
      case 'columns':
        return t('sheets.import.failures.columns', { name, columns: fieldList(failure.missing) })
      default:
        return t(`sheets.import.failures.${failure.kind}`, { name })
    }
  }

  async function read(file: File) {
    const turn = (latest.current += 1)
    setReading(file.name)
    setErrors([])
    const result = await importPeople(file, labels)
    if (turn !== latest.current) return
    setReading(null)
    if (result.ok) setDone({ name: file.name, result })
    else {
      setErrors([failureText(file.name, result.failure)])
      setDone(null)
    }
  }

  async function trySample() {
    await read(new File([sampleCsv()], 'people-sample.csv', { type: 'text/csv' }))
  }

  return (
    <div>
      <PageHeader title={t('sheets.import.title')} intro={t('sheets.import.intro')} />
      <div className="grid grid-cols-1 gap-6">
        <DemoCard
          title={t('sheets.import.pick.title')}
          description={t('sheets.import.pick.description', { roles: roleList })}
          code={PICK_CODE}
        >
          <div className="grid gap-4">
            <FileDropZone
              label={t('sheets.import.pick.label')}
              hint={t('sheets.import.pick.hint', { limit: size(MAX_BYTES), rows: count(MAX_ROWS) })}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              errors={errors}
              onFiles={([file]) => void read(file)}
            />
            <p aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
              {reading && t('sheets.import.pick.reading', { name: reading })}
            </p>
            <div className="grid gap-2">
              <p className="text-sm text-muted-foreground">{t('sheets.import.pick.sample')}</p>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => downloadCsv('people-sample', sampleCsv())}>
                  <Download aria-hidden />
                  {t('sheets.import.pick.sampleCsv')}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={async () => downloadXlsx('people-sample', await sampleXlsx())}
                >
                  <Download aria-hidden />
                  {t('sheets.import.pick.sampleXlsx')}
                </Button>
                <Button variant="soft" size="sm" onClick={() => void trySample()}>
                  <FileUp aria-hidden />
                  {t('sheets.import.pick.trySample')}
                </Button>
              </div>
            </div>
          </div>
        </DemoCard>

        <DemoCard
          title={t('sheets.import.result.title')}
          description={t('sheets.import.result.description')}
          code={RESULT_CODE}
        >
          {done ? (
            <ImportSummary done={done} />
          ) : (
            <p className="text-sm text-muted-foreground">{t('sheets.import.result.none')}</p>
          )}
        </DemoCard>
      </div>
    </div>
  )
}

function ImportSummary({ done: { name, result } }: { done: Done }) {
  const { t, i18n } = useTranslation('uiExtensions')
  const count = (value: number) => numberFormat(i18n.language).format(value)
  const roles = listFormat(i18n.language, { type: 'disjunction' }).format([...ROLES])
  const hidden = result.problems.length - SHOWN_PROBLEMS
  const errorsId = useId()
  const stats = [
    ['file', <bdi key="file">{name}</bdi>],
    ['read', count(result.read)],
    ['valid', count(result.people.length)],
    ['invalid', count(result.invalid)],
  ] as const
  return (
    <div className="grid gap-4">
      <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
        {stats.map(([key, value]) => (
          <div key={key} className="flex flex-col">
            <dt className="text-muted-foreground">{t(`sheets.import.result.${key}`)}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {result.problems.length > 0 ? (
        <section aria-labelledby={errorsId} className="grid gap-2">
          <h3 id={errorsId} className="text-sm font-semibold">
            {t('sheets.import.result.errors')}
          </h3>
          <ul className="grid gap-1 text-sm text-danger-ink">
            {result.problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
              <li key={`${problem.row}-${problem.field}`}>
                {t('sheets.import.row', {
                  row: count(problem.row),
                  problem: t(`sheets.import.problems.${problem.problem}`, {
                    field: t(`sheets.fields.${problem.field}`),
                    roles,
                  }),
                })}
              </li>
            ))}
          </ul>
          {hidden > 0 && (
            <p className="text-sm text-muted-foreground">
              {t('sheets.import.result.more', { count: hidden, formatted: count(hidden) })}
            </p>
          )}
        </section>
      ) : (
        <p className="text-sm text-success-ink">{t('sheets.import.result.allValid')}</p>
      )}
      {result.people.length > 0 && (
        <PeopleTable people={result.people} caption={t('sheets.import.result.table')} />
      )}
    </div>
  )
}

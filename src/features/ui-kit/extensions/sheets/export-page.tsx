import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { DemoCard } from '../../components/demo-card'
import { SAMPLE_PEOPLE } from './people'
import { PeopleTable } from './people-table'

const EXPORT_CODE = `<DataTable
  caption="People"
  columns={columns}
  data={people}
  getRowId={(person) => String(person.id)}
  state={state}
  onStateChange={setState}
  exportFileName={datedFileName('people')} // people-2026-11-26.csv
  exportFormats={['csv', 'xlsx']} // the XLSX writer loads on the first export
/>`

/** Export: the sample people in the data table, downloaded as CSV or XLSX as they are searched and sorted. */
export function ExportPage() {
  const { t } = useTranslation('uiExtensions')
  return (
    <div>
      <PageHeader title={t('sheets.export.title')} intro={t('sheets.export.intro')} />
      <DemoCard
        title={t('sheets.export.table.title')}
        description={t('sheets.export.table.description')}
        code={EXPORT_CODE}
      >
        <PeopleTable people={SAMPLE_PEOPLE} caption={t('sheets.people')} exportName="people" />
      </DemoCard>
    </div>
  )
}

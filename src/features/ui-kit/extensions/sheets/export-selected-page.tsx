import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { DemoCard } from '../../components/demo-card'
import { SAMPLE_PEOPLE } from './people'
import { PeopleTable } from './people-table'

const EXPORT_SELECTED_CODE = `const columns = [selectColumn<Person>((person) => person.name), ...peopleColumns]

<DataTable
  caption="People"
  columns={columns}
  data={people}
  getRowId={(person) => String(person.id)}
  state={state}
  onStateChange={setState}
  exportFileName={datedFileName('people-selected')}
  exportFormats={['csv', 'xlsx']}
  exportScope="selection" // only the ticked rows; disabled while none is
/>`

/** Export Selected: the same table with checkboxes; the files hold only the selected rows. */
export function ExportSelectedPage() {
  const { t } = useTranslation('uiExtensions')
  return (
    <div>
      <PageHeader title={t('sheets.exportSelected.title')} intro={t('sheets.exportSelected.intro')} />
      <DemoCard
        title={t('sheets.exportSelected.table.title')}
        description={t('sheets.exportSelected.table.description')}
        code={EXPORT_SELECTED_CODE}
      >
        <PeopleTable
          people={SAMPLE_PEOPLE}
          caption={t('sheets.people')}
          selectable
          exportName="people-selected"
          exportScope="selection"
        />
      </DemoCard>
    </div>
  )
}

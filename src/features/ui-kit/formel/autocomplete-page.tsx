import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { FormField } from '@/components/ui/form-field'
import { DemoCard } from '../components/demo-card'
import { Autocomplete, type AutocompleteTexts } from './autocomplete'
import { filterOptions } from './autocomplete-filter'

/** Forty cities, spelled as their own people write them in Latin letters. */
const CITIES = [
  'Accra',
  'Amsterdam',
  'Auckland',
  'Bangkok',
  'Barcelona',
  'Bogotá',
  'Brisbane',
  'Budapest',
  'Buenos Aires',
  'Cairo',
  'Cape Town',
  'Casablanca',
  'Copenhagen',
  'Dakar',
  'Dublin',
  'Edinburgh',
  'Florianópolis',
  'Hanoi',
  'Helsinki',
  'Istanbul',
  'Kyoto',
  'Lagos',
  'Lima',
  'Lisbon',
  'Lyon',
  'Marrakesh',
  'Melbourne',
  'Montréal',
  'Mumbai',
  'Nairobi',
  'Oslo',
  'Porto',
  'Quito',
  'Reykjavík',
  'Salvador',
  'São Paulo',
  'Seoul',
  'Tunis',
  'Valparaíso',
  'Zürich',
] as const

/** The people a "mention" field suggests, as a server would return them. */
const PEOPLE = [
  'Ana Ribeiro',
  'Bruno Carvalho',
  'Chloé Lambert',
  'Dalia Haddad',
  'Emil Vogt',
  'Farah Nasser',
  'Greta Lindqvist',
  'Hugo Moreau',
  'Inês Duarte',
  'Jonas Becker',
  'Karim Benali',
  'Lea Hoffmann',
  'Mateus Lima',
  'Nadia Karam',
  'Olivier Roux',
  'Paula Mendes',
  'Rania Saleh',
  'Sofia Andrade',
  'Tobias Krüger',
  'Yasmin Aziz',
]

/** A pretend server: answers after a short wait, with at most eight matches. */
function searchPeople(query: string): Promise<string[]> {
  return new Promise((resolve) => {
    window.setTimeout(() => resolve(filterOptions(PEOPLE, query).slice(0, 8)), 500)
  })
}

function useTexts(): AutocompleteTexts {
  const { t } = useTranslation('uiFormElements')
  return {
    noResults: (query) => t('autocomplete.noResults', { query }),
    results: (count) => t('autocomplete.results', { count }),
    loading: t('autocomplete.loading'),
  }
}

export function AutocompletePage() {
  const { t } = useTranslation('uiFormElements')
  const texts = useTexts()
  const [city, setCity] = useState('')
  const [person, setPerson] = useState('')
  const load = useCallback((query: string) => searchPeople(query), [])
  return (
    <div>
      <PageHeader title={t('autocomplete.title')} intro={t('autocomplete.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('autocomplete.basic')}
          description={t('autocomplete.basicText')}
          code={`<FormField label="Destination city" hint="Type a few letters, then use ↑ ↓ and Enter.">
  {(control) => (
    <Autocomplete
      {...control}
      options={cities}
      listLabel="Cities"
      texts={{ noResults: (q) => \`No city matches “\${q}”\`, results: (n) => \`\${n} cities\`, loading: 'Loading' }}
      onPick={setCity}
    />
  )}
</FormField>
// <input role="combobox" aria-expanded aria-controls="list" aria-activedescendant="list-2">
// <ul role="listbox" id="list"><li role="option" id="list-2" aria-selected="true">…</li></ul>`}
        >
          <div className="flex flex-col gap-3">
            <FormField label={t('autocomplete.city')} hint={t('autocomplete.cityHint')}>
              {(control) => (
                <Autocomplete
                  {...control}
                  options={CITIES}
                  listLabel={t('autocomplete.cities')}
                  texts={texts}
                  placeholder={t('autocomplete.cityPlaceholder')}
                  onPick={setCity}
                />
              )}
            </FormField>
            <p className="text-sm text-muted-foreground">
              {city ? t('autocomplete.picked', { value: city }) : t('autocomplete.nothingPicked')}
            </p>
          </div>
        </DemoCard>

        <DemoCard
          title={t('autocomplete.remote')}
          description={t('autocomplete.remoteText')}
          code={`const load = useCallback((query: string) => api.people.search(query), [])

<FormField label="Assign to">
  {(control) => (
    <Autocomplete {...control} load={load} debounce={350} listLabel="People" texts={texts} onPick={setPerson} />
  )}
</FormField>
// a spinner shows while the answer is on its way; older answers are dropped`}
        >
          <div className="flex flex-col gap-3">
            <FormField label={t('autocomplete.assignee')} hint={t('autocomplete.assigneeHint')}>
              {(control) => (
                <Autocomplete
                  {...control}
                  load={load}
                  listLabel={t('autocomplete.people')}
                  texts={texts}
                  placeholder={t('autocomplete.assigneePlaceholder')}
                  onPick={setPerson}
                />
              )}
            </FormField>
            <p className="text-sm text-muted-foreground">
              {person ? t('autocomplete.picked', { value: person }) : t('autocomplete.nothingPicked')}
            </p>
          </div>
        </DemoCard>
      </div>
    </div>
  )
}

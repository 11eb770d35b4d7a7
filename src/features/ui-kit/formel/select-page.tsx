import ChevronDown from 'lucide-react/icons/chevron-down'
import X from 'lucide-react/icons/x'
import { Fragment, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Badge } from '@/components/ui/badge'
import { Checkbox } from '@/components/ui/checkbox'
import { fieldClass } from '@/components/ui/input'
import { FormField } from '@/components/ui/form-field'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { cn } from '@/lib/utils'
import { DemoCard } from '../components/demo-card'
import { AsyncSelect } from './async-select'

const DEPARTMENTS = ['sales', 'support', 'finance', 'engineering', 'design'] as const
const ZONES = {
  europe: ['Europe/Lisbon', 'Europe/Berlin', 'Europe/Paris'],
  americas: ['America/Sao_Paulo', 'America/New_York', 'America/Vancouver'],
  asia: ['Asia/Dubai', 'Asia/Singapore', 'Asia/Tokyo'],
} as const
const SKILLS = [
  'react',
  'typescript',
  'testing',
  'accessibility',
  'design',
  'sql',
  'devops',
  'writing',
] as const
type Skill = (typeof SKILLS)[number]

function MultiSelect() {
  const { t } = useTranslation('uiFormElements')
  const listId = useId()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const chipsRef = useRef<HTMLUListElement>(null)
  const [chosen, setChosen] = useState<Skill[]>(['react', 'accessibility'])
  const toggle = (skill: Skill, on: boolean) =>
    setChosen((current) =>
      on ? SKILLS.filter((s) => s === skill || current.includes(s)) : current.filter((s) => s !== skill),
    )

  const remove = (skill: Skill, index: number) => {
    setChosen((current) => current.filter((s) => s !== skill))
    // focus stays in the list: the next chip's button, the previous one, or the trigger when none is left
    window.setTimeout(() => {
      const buttons = chipsRef.current?.querySelectorAll('button')
      const next = buttons?.[Math.min(index, buttons.length - 1)]
      ;(next ?? triggerRef.current)?.focus()
    })
  }

  return (
    <FormField label={t('select.skills')} hint={t('select.skillsHint')}>
      {(control) => (
        <div className="flex flex-col gap-3">
          <Popover>
            <PopoverTrigger asChild>
              <button
                ref={triggerRef}
                type="button"
                {...control}
                className={cn(fieldClass, 'flex h-9.5 items-center justify-between gap-2 text-start')}
              >
                <span
                  className={cn(
                    'truncate [unicode-bidi:plaintext]',
                    chosen.length === 0 && 'text-muted-foreground',
                  )}
                >
                  {chosen.length === 0
                    ? t('select.skillsPlaceholder')
                    : t('select.skillsChosen', { count: chosen.length })}
                </span>
                <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              </button>
            </PopoverTrigger>
            <PopoverContent className="w-(--radix-popover-trigger-width) min-w-56 p-2">
              <div role="group" aria-label={t('select.skills')} id={listId} className="flex flex-col">
                {SKILLS.map((skill) => (
                  <FormField
                    key={skill}
                    label={t(`select.skillNames.${skill}`)}
                    inline
                    className="rounded-md px-2 py-1.5 hover:bg-muted"
                  >
                    <Checkbox checked={chosen.includes(skill)} onCheckedChange={(on) => toggle(skill, on)} />
                  </FormField>
                ))}
              </div>
            </PopoverContent>
          </Popover>
          {chosen.length > 0 && (
            <ul ref={chipsRef} aria-label={t('select.skillsList')} className="flex flex-wrap gap-2">
              {chosen.map((skill, index) => (
                <li key={skill}>
                  <Badge className="gap-0.5 py-0 pe-0 text-sm">
                    {t(`select.skillNames.${skill}`)}
                    <button
                      type="button"
                      aria-label={t('select.remove', { name: t(`select.skillNames.${skill}`) })}
                      onClick={() => remove(skill, index)}
                      className="flex size-6 items-center justify-center rounded-md hover:bg-primary/15"
                    >
                      <X aria-hidden />
                    </button>
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </FormField>
  )
}

export function SelectPage() {
  const { t } = useTranslation('uiFormElements')
  const [department, setDepartment] = useState('')
  return (
    <div>
      <PageHeader title={t('select.title')} intro={t('select.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('select.basic')}
          description={t('select.basicText')}
          contentClassName="grid gap-4"
          code={`import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'

<FormField label="Department">
  {(control) => (
    <Select value={department} onValueChange={setDepartment}>
      <SelectTrigger {...control}>
        <SelectValue placeholder="Choose a department" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="sales">Sales</SelectItem>
        <SelectItem value="finance" disabled>Finance (full)</SelectItem>
        …
      </SelectContent>
    </Select>
  )}
</FormField>`}
        >
          <FormField label={t('select.department')} hint={t('select.departmentHint')}>
            {(control) => (
              <Select value={department} onValueChange={setDepartment}>
                <SelectTrigger {...control}>
                  <SelectValue placeholder={t('select.departmentPlaceholder')} />
                </SelectTrigger>
                <SelectContent>
                  {DEPARTMENTS.map((key) => (
                    <SelectItem key={key} value={key} disabled={key === 'finance'}>
                      {t(`select.departments.${key}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <FormField label={t('select.country')} hint={t('select.disabledHint')}>
            {(control) => (
              <Select defaultValue="pt" disabled>
                <SelectTrigger {...control}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="pt">{t('select.portugal')}</SelectItem>
                </SelectContent>
              </Select>
            )}
          </FormField>
        </DemoCard>

        <DemoCard
          title={t('select.grouped')}
          description={t('select.groupedText')}
          code={`<SelectContent>
  <SelectGroup>
    <SelectLabel>Europe</SelectLabel>
    <SelectItem value="Europe/Lisbon">Lisbon</SelectItem>
    …
  </SelectGroup>
  <SelectSeparator />
  <SelectGroup>
    <SelectLabel>Americas</SelectLabel>
    …
  </SelectGroup>
</SelectContent>`}
        >
          <FormField label={t('select.timeZone')}>
            {(control) => (
              <Select defaultValue="Europe/Berlin">
                <SelectTrigger {...control}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {(Object.keys(ZONES) as (keyof typeof ZONES)[]).map((region, index) => (
                    <Fragment key={region}>
                      {index > 0 && <SelectSeparator />}
                      <SelectGroup>
                        <SelectLabel>{t(`select.regions.${region}`)}</SelectLabel>
                        {ZONES[region].map((zone) => (
                          <SelectItem key={zone} value={zone}>
                            {t(`select.zones.${zone.split('/')[1]}` as 'select.zones.Lisbon')}
                          </SelectItem>
                        ))}
                      </SelectGroup>
                    </Fragment>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        </DemoCard>

        <DemoCard
          title={t('select.multi')}
          description={t('select.multiText')}
          code={`<Popover>
  <PopoverTrigger asChild>
    <button type="button" id="skills">{chosen.length} skills chosen</button>
  </PopoverTrigger>
  <PopoverContent>
    {skills.map((skill) => (
      <FormField key={skill.id} label={skill.name} inline>
        <Checkbox checked={chosen.includes(skill.id)} onCheckedChange={(on) => toggle(skill.id, on)} />
      </FormField>
    ))}
  </PopoverContent>
</Popover>
<ul aria-label="Chosen skills">
  {chosen.map((id) => (
    <li key={id}>
      <Badge>
        {names[id]}
        <button type="button" aria-label={\`Remove \${names[id]}\`} onClick={() => remove(id)}>
          <X aria-hidden />
        </button>
      </Badge>
    </li>
  ))}
</ul>`}
        >
          <MultiSelect />
        </DemoCard>

        <DemoCard
          title={t('select.async')}
          description={t('select.asyncText')}
          code={`import { queryOptions, useQuery } from '@tanstack/react-query'
import { autocompleteCalls } from '@contract/autocomplete.calls'
import { apiFetch } from '@/lib/http/client'

const entriesQuery = () =>
  queryOptions({
    queryKey: ['autocomplete', 'data'],
    queryFn: ({ signal }) => apiFetch(autocompleteCalls.data, { signal }),
  })

// loads on the first open; cmdk filters what was loaded
const entries = useQuery({ ...entriesQuery(), enabled: opened })

<Popover onOpenChange={(open) => open && setOpened(true)}>
  <PopoverTrigger asChild><button {...control} aria-haspopup="listbox">…</button></PopoverTrigger>
  <PopoverContent>
    <Command label="Code names">
      <CommandInput aria-label="Search code names" />
      <CommandList>
        {entries.isPending && <Spinner label="Loading code names" />}
        {entries.isError && <Button onClick={() => entries.refetch()}>Try again</Button>}
        {entries.data?.map((entry) => <CommandItem key={entry.id} value={entry.title}>…</CommandItem>)}
      </CommandList>
    </Command>
  </PopoverContent>
</Popover>`}
        >
          <FormField label={t('select.asyncField')} hint={t('select.asyncHint')}>
            {(control) => <AsyncSelect control={control} />}
          </FormField>
        </DemoCard>

        <DemoCard
          title={t('select.sizes')}
          description={t('select.sizesText')}
          contentClassName="grid gap-4 sm:grid-cols-2"
          code={`<SelectTrigger size="sm">…</SelectTrigger>
<SelectTrigger>…</SelectTrigger>`}
        >
          {(['sm', 'md'] as const).map((size) => (
            <FormField key={size} label={size === 'sm' ? t('select.small') : t('select.medium')}>
              {(control) => (
                <Select defaultValue="25">
                  <SelectTrigger {...control} size={size}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {['10', '25', '50', '100'].map((rows) => (
                      <SelectItem key={rows} value={rows}>
                        {t('select.rows', { count: Number(rows) })}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          ))}
        </DemoCard>
      </div>
    </div>
  )
}

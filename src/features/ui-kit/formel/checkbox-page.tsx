import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Checkbox } from '@/components/ui/checkbox'
import { FormField } from '@/components/ui/form-field'
import { themeColors } from '@/components/ui/theme-color'
import { DemoCard } from '../components/demo-card'
import { checkboxColorClass } from './control-colors'

const PERMISSIONS = ['view', 'create', 'refund', 'export'] as const
const TOPICS = ['releases', 'security', 'billing', 'events', 'research'] as const

function SelectAll() {
  const { t } = useTranslation('uiFormElements')
  const groupId = useId()
  const [chosen, setChosen] = useState<string[]>(['view'])
  const all = chosen.length === PERMISSIONS.length
  const parentState = all ? true : chosen.length > 0 ? 'indeterminate' : false
  return (
    <div className="flex flex-col gap-3">
      <FormField label={t('checkbox.allInvoices')} inline>
        <Checkbox
          checked={parentState}
          aria-controls={PERMISSIONS.map((key) => `${groupId}-${key}`).join(' ')}
          onCheckedChange={() => setChosen(all ? [] : [...PERMISSIONS])}
        />
      </FormField>
      <div role="group" aria-label={t('checkbox.invoicePermissions')} className="flex flex-col gap-3 ps-7">
        {PERMISSIONS.map((key) => (
          <FormField key={key} id={`${groupId}-${key}`} label={t(`checkbox.permissions.${key}`)} inline>
            <Checkbox
              checked={chosen.includes(key)}
              onCheckedChange={(checked) =>
                setChosen((current) => (checked ? [...current, key] : current.filter((item) => item !== key)))
              }
            />
          </FormField>
        ))}
      </div>
    </div>
  )
}

function TopicGroup() {
  const { t } = useTranslation('uiFormElements')
  const [chosen, setChosen] = useState<string[]>(['security'])
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm font-semibold">{t('checkbox.topicsLegend')}</legend>
      {TOPICS.map((key) => (
        <FormField key={key} label={t(`checkbox.topics.${key}`)} inline>
          <Checkbox
            checked={chosen.includes(key)}
            onCheckedChange={(checked) =>
              setChosen((current) => (checked ? [...current, key] : current.filter((item) => item !== key)))
            }
          />
        </FormField>
      ))}
      <p role="status" className="mt-1 text-sm text-muted-foreground">
        {t('checkbox.chosen', { count: chosen.length })}
      </p>
    </fieldset>
  )
}

export function CheckboxPage() {
  const { t } = useTranslation(['uiFormElements', 'uikit'])
  return (
    <div>
      <PageHeader title={t('checkbox.title')} intro={t('checkbox.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('checkbox.basic')}
          description={t('checkbox.basicText')}
          contentClassName="flex flex-col gap-3"
          code={`import { Checkbox } from '@/components/ui/checkbox'

<FormField label="Remember me on this device" inline>
  <Checkbox />
</FormField>
<FormField label="Send me the weekly summary" inline>
  <Checkbox defaultChecked />
</FormField>`}
        >
          <FormField label={t('checkbox.remember')} inline>
            <Checkbox />
          </FormField>
          <FormField label={t('checkbox.summary')} inline>
            <Checkbox defaultChecked />
          </FormField>
          <FormField label={t('checkbox.terms')} hint={t('checkbox.termsHint')} inline>
            <Checkbox />
          </FormField>
        </DemoCard>

        <DemoCard
          title={t('checkbox.indeterminate')}
          description={t('checkbox.indeterminateText')}
          code={`const all = chosen.length === permissions.length
<FormField label="All invoice permissions" inline>
  <Checkbox
    checked={all ? true : chosen.length > 0 ? 'indeterminate' : false}
    onCheckedChange={() => setChosen(all ? [] : [...permissions])}
  />
</FormField>
<div role="group" aria-label="Invoice permissions" className="ps-7">
  {permissions.map((key) => (
    <FormField key={key} label={names[key]} inline>
      <Checkbox checked={chosen.includes(key)} onCheckedChange={(on) => toggle(key, on)} />
    </FormField>
  ))}
</div>`}
        >
          <SelectAll />
        </DemoCard>

        <DemoCard
          title={t('checkbox.colors')}
          description={t('checkbox.colorsText')}
          contentClassName="flex flex-wrap gap-x-6 gap-y-3"
          code={`<Checkbox
  defaultChecked
  className="checked:border-success checked:bg-success"
/>`}
        >
          {themeColors.map((color) => (
            <FormField key={color} label={t(`uikit:colorNames.${color}`)} inline>
              <Checkbox defaultChecked className={checkboxColorClass[color]} />
            </FormField>
          ))}
        </DemoCard>

        <DemoCard
          title={t('checkbox.disabled')}
          description={t('checkbox.disabledText')}
          contentClassName="flex flex-col gap-3"
          code={`<FormField label="Two-step sign-in (set by your admin)" inline>
  <Checkbox disabled defaultChecked />
</FormField>
<FormField label="Beta features (not on your plan)" inline>
  <Checkbox disabled />
</FormField>`}
        >
          <FormField label={t('checkbox.twoStep')} inline>
            <Checkbox disabled defaultChecked />
          </FormField>
          <FormField label={t('checkbox.beta')} inline>
            <Checkbox disabled />
          </FormField>
        </DemoCard>

        <DemoCard
          title={t('checkbox.group')}
          description={t('checkbox.groupText')}
          className="xl:col-span-2"
          code={`<fieldset>
  <legend>Newsletters to receive</legend>
  {topics.map((key) => (
    <FormField key={key} label={names[key]} inline>
      <Checkbox checked={chosen.includes(key)} onCheckedChange={(on) => toggle(key, on)} />
    </FormField>
  ))}
  <p role="status">{t('chosen', { count: chosen.length })}</p>
</fieldset>`}
        >
          <TopicGroup />
        </DemoCard>
      </div>
    </div>
  )
}

import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { FormField } from '@/components/ui/form-field'
import { Switch } from '@/components/ui/switch'
import { themeColors } from '@/components/ui/theme-color'
import { DemoCard } from '../components/demo-card'
import { switchColorClass } from './control-colors'

const SETTINGS = ['mentions', 'digest', 'sounds', 'sharing'] as const
type Setting = (typeof SETTINGS)[number]

function OnOffSwitch() {
  const { t } = useTranslation('uiFormElements')
  const [on, setOn] = useState(true)
  return (
    <FormField label={t('switch.autoRenew')}>
      {(control) => (
        <div className="flex items-center gap-2.5 text-sm">
          <span aria-hidden className={on ? 'text-muted-foreground' : 'font-semibold'}>
            {t('switch.off')}
          </span>
          <Switch {...control} checked={on} onCheckedChange={setOn} />
          <span aria-hidden className={on ? 'font-semibold' : 'text-muted-foreground'}>
            {t('switch.on')}
          </span>
        </div>
      )}
    </FormField>
  )
}

function StateTextSwitch() {
  const { t } = useTranslation('uiFormElements')
  const [on, setOn] = useState(false)
  return (
    <FormField
      label={t('switch.vacation')}
      hint={on ? t('switch.vacationOn') : t('switch.vacationOff')}
      inline
    >
      <Switch checked={on} onCheckedChange={setOn} />
    </FormField>
  )
}

function SettingsList() {
  const { t } = useTranslation('uiFormElements')
  const baseId = useId()
  const [state, setState] = useState<Record<Setting, boolean>>({
    mentions: true,
    digest: false,
    sounds: true,
    sharing: false,
  })
  const [announcement, setAnnouncement] = useState('')
  return (
    <div>
      <ul className="divide-y rounded-lg border">
        {SETTINGS.map((key) => (
          <li key={key} className="flex items-center justify-between gap-4 p-4">
            <div className="flex min-w-0 flex-col gap-0.5">
              <label htmlFor={`${baseId}-${key}`} className="text-sm font-medium">
                {t(`switch.settings.${key}.title`)}
              </label>
              <p id={`${baseId}-${key}-text`} className="text-sm text-muted-foreground">
                {t(`switch.settings.${key}.text`)}
              </p>
            </div>
            <Switch
              id={`${baseId}-${key}`}
              aria-describedby={`${baseId}-${key}-text`}
              checked={state[key]}
              onCheckedChange={(on) => {
                setState((current) => ({ ...current, [key]: on }))
                const name = t(`switch.settings.${key}.title`)
                setAnnouncement(on ? t('switch.turnedOn', { name }) : t('switch.turnedOff', { name }))
              }}
            />
          </li>
        ))}
      </ul>
      <p role="status" className="mt-3 min-h-5 text-sm text-muted-foreground">
        {announcement}
      </p>
    </div>
  )
}

export function SwitchPage() {
  const { t } = useTranslation(['uiFormElements', 'uikit'])
  return (
    <div>
      <PageHeader title={t('switch.title')} intro={t('switch.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('switch.basic')}
          description={t('switch.basicText')}
          contentClassName="flex flex-col gap-4"
          code={`import { Switch } from '@/components/ui/switch'

<FormField label="Wi-Fi sync" inline>
  <Switch defaultChecked />
</FormField>
<FormField label="Vacation reply" hint={on ? 'Replies go out now.' : 'No replies go out.'} inline>
  <Switch checked={on} onCheckedChange={setOn} />
</FormField>`}
        >
          <FormField label={t('switch.sync')} inline>
            <Switch defaultChecked />
          </FormField>
          <StateTextSwitch />
        </DemoCard>

        <DemoCard
          title={t('switch.labels')}
          description={t('switch.labelsText')}
          code={`<FormField label="Auto-renew">
  {(control) => (
    <div className="flex items-center gap-2.5">
      <span aria-hidden>Off</span>
      <Switch {...control} checked={on} onCheckedChange={setOn} />
      <span aria-hidden>On</span>
    </div>
  )}
</FormField>`}
        >
          <OnOffSwitch />
        </DemoCard>

        <DemoCard
          title={t('switch.colors')}
          description={t('switch.colorsText')}
          contentClassName="flex flex-wrap gap-x-6 gap-y-4"
          code={`<Switch defaultChecked className="data-[state=checked]:bg-success" />`}
        >
          {themeColors.map((color) => (
            <FormField key={color} label={t(`uikit:colorNames.${color}`)} inline>
              <Switch defaultChecked className={switchColorClass[color]} />
            </FormField>
          ))}
        </DemoCard>

        <DemoCard
          title={t('switch.disabled')}
          description={t('switch.disabledText')}
          contentClassName="flex flex-col gap-4"
          code={`<FormField label="Audit log (always on)" inline>
  <Switch disabled defaultChecked />
</FormField>
<FormField label="Public profile (turned off by your admin)" inline>
  <Switch disabled />
</FormField>`}
        >
          <FormField label={t('switch.audit')} inline>
            <Switch disabled defaultChecked />
          </FormField>
          <FormField label={t('switch.publicProfile')} inline>
            <Switch disabled />
          </FormField>
        </DemoCard>

        <DemoCard
          title={t('switch.list')}
          description={t('switch.listText')}
          className="xl:col-span-2"
          code={`<ul className="divide-y rounded-lg border">
  {settings.map((setting) => (
    <li key={setting.id} className="flex items-center justify-between gap-4 p-4">
      <div>
        <label htmlFor={setting.id}>{setting.title}</label>
        <p id={\`\${setting.id}-text\`}>{setting.text}</p>
      </div>
      <Switch
        id={setting.id}
        aria-describedby={\`\${setting.id}-text\`}
        checked={state[setting.id]}
        onCheckedChange={(on) => {
          update(setting.id, on)
          setAnnouncement(\`\${setting.title} turned \${on ? 'on' : 'off'}\`)
        }}
      />
    </li>
  ))}
</ul>
<p role="status">{announcement}</p>`}
        >
          <SettingsList />
        </DemoCard>
      </div>
    </div>
  )
}

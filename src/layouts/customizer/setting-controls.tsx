import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Switch } from '@/components/ui/switch'
import type { LayoutSettings } from '@/config/theme-config'
import { setLayout, useLayout } from '@/lib/layout/layout-store'
import { OptionGroup } from './option-group'

/** The settings chosen from a list of named values (skin, layout, widths, navbar, footer, transition). */
type ChoiceSetting = {
  [K in keyof LayoutSettings]: LayoutSettings[K] extends string ? K : never
}[keyof LayoutSettings]

interface SettingChoiceProps<K extends ChoiceSetting> {
  setting: K
  values: readonly LayoutSettings[K][]
  label: string
  /** the section title already names it */
  hideLabel?: boolean
  columns?: 2 | 3 | 4
  swatches?: Partial<Record<LayoutSettings[K], string>>
}

/** One setting as tiles; option names come from `customizer:options.<setting>.<value>`. */
export function SettingChoice<K extends ChoiceSetting>({
  setting,
  values,
  swatches,
  ...group
}: SettingChoiceProps<K>) {
  const { t } = useTranslation('customizer')
  const value = useLayout((s) => s[setting])
  return (
    <OptionGroup
      {...group}
      value={value}
      options={values.map((option) => ({
        value: option,
        label: t(`options.${setting}.${option}` as 'title'),
        swatch: swatches?.[option],
      }))}
      onChange={(next) => setLayout({ [setting]: next })}
    />
  )
}

type SwitchSetting = 'menuCollapsed' | 'menuHidden'

/** A yes/no setting as a labelled switch. */
export function SettingSwitch({ setting, label }: { setting: SwitchSetting; label: string }) {
  const id = useId()
  const checked = useLayout((s) => s[setting])
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Switch id={id} checked={checked} onCheckedChange={(next) => setLayout({ [setting]: next })} />
    </div>
  )
}

import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { solidColorClass } from '@/components/ui/theme-color'
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet'
import { Switch } from '@/components/ui/switch'
import {
  CONTENT_WIDTHS,
  FOOTER_TYPES,
  LAYOUT_TYPES,
  NAVBAR_COLORS,
  NAVBAR_TYPES,
  ROUTER_TRANSITIONS,
  SKINS,
  type LayoutSettings,
} from '@/config/theme-config'
import { layoutStore, setLayout, useLayout } from '@/lib/layout/layout-store'
import { HorizontalLayout } from '../horizontal/lazy-horizontal-layout'
import { CustomizerSection } from './customizer-section'
import { OptionGroup } from './option-group'

const SWATCH: Record<(typeof NAVBAR_COLORS)[number], string> = {
  default: 'bg-card border border-input',
  ...solidColorClass,
}

function SwitchRow({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (v: boolean) => void
}) {
  const id = useId()
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  )
}

/** The layout customizer drawer. Every change applies at once and is remembered in this browser. */
export function CustomizerPanel({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('customizer')
  const settings = useLayout()
  useEffect(() => void HorizontalLayout.preload(), [])
  const options = <K extends keyof LayoutSettings>(key: K, values: readonly LayoutSettings[K][]) =>
    values.map((value) => ({ value: String(value), label: t(`options.${key}.${String(value)}` as 'title') }))
  const choose =
    <K extends keyof LayoutSettings>(key: K) =>
    (value: string) =>
      setLayout({ [key]: value } as Partial<LayoutSettings>)

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="end" className="w-[380px] max-w-[90vw] gap-0 p-0" closeLabel={t('close')}>
        <SheetHeader className="border-b border-border px-6 py-5 pe-14">
          <SheetTitle>{t('title')}</SheetTitle>
          <SheetDescription>{t('description')}</SheetDescription>
          <Button variant="soft" size="sm" className="mt-2 self-start" onClick={() => layoutStore.resetAll()}>
            {t('resetAll')}
          </Button>
        </SheetHeader>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <CustomizerSection id="skin">
            <OptionGroup
              hideLabel
              label={t('sections.skin')}
              value={settings.skin}
              options={options('skin', SKINS)}
              onChange={choose('skin')}
            />
          </CustomizerSection>
          <CustomizerSection id="layout">
            <OptionGroup
              hideLabel
              label={t('sections.layout')}
              value={settings.layout}
              options={options('layout', LAYOUT_TYPES)}
              onChange={choose('layout')}
            />
          </CustomizerSection>
          <CustomizerSection id="menu">
            <SwitchRow
              label={t('menuCollapsed')}
              checked={settings.menuCollapsed}
              onChange={(v) => setLayout({ menuCollapsed: v })}
            />
            <SwitchRow
              label={t('menuHidden')}
              checked={settings.menuHidden}
              onChange={(v) => setLayout({ menuHidden: v })}
            />
          </CustomizerSection>
          <CustomizerSection id="contentWidth">
            <OptionGroup
              hideLabel
              label={t('sections.contentWidth')}
              value={settings.contentWidth}
              options={options('contentWidth', CONTENT_WIDTHS)}
              onChange={choose('contentWidth')}
            />
          </CustomizerSection>
          <CustomizerSection id="navbar">
            <OptionGroup
              label={t('navbarType')}
              value={settings.navbarType}
              options={options('navbarType', NAVBAR_TYPES)}
              onChange={choose('navbarType')}
            />
            <OptionGroup
              label={t('navbarColor')}
              value={settings.navbarColor}
              options={options('navbarColor', NAVBAR_COLORS).map((o) => ({
                ...o,
                swatch: SWATCH[o.value as keyof typeof SWATCH],
              }))}
              onChange={choose('navbarColor')}
            />
          </CustomizerSection>
          <CustomizerSection id="footer">
            <OptionGroup
              hideLabel
              label={t('sections.footer')}
              value={settings.footerType}
              options={options('footerType', FOOTER_TYPES)}
              onChange={choose('footerType')}
              columns={3}
            />
          </CustomizerSection>
          <CustomizerSection id="direction">
            <OptionGroup
              hideLabel
              label={t('sections.direction')}
              value={settings.isRTL ? 'rtl' : 'ltr'}
              options={[
                { value: 'ltr', label: t('options.direction.ltr') },
                { value: 'rtl', label: t('options.direction.rtl') },
              ]}
              onChange={(value) => setLayout({ isRTL: value === 'rtl' })}
            />
          </CustomizerSection>
          <CustomizerSection id="transition">
            <OptionGroup
              hideLabel
              label={t('sections.transition')}
              value={settings.routerTransition}
              options={options('routerTransition', ROUTER_TRANSITIONS)}
              onChange={choose('routerTransition')}
            />
          </CustomizerSection>
        </div>
      </SheetContent>
    </Sheet>
  )
}

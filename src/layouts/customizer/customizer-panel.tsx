import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet'
import { solidColorClass } from '@/components/ui/theme-color'
import {
  CONTENT_WIDTHS,
  FOOTER_TYPES,
  LAYOUT_TYPES,
  NAVBAR_COLORS,
  NAVBAR_TYPES,
  ROUTER_TRANSITIONS,
  SKINS,
} from '@/config/theme-config'
import { layoutStore, setLayout, useLayout } from '@/lib/layout/layout-store'
import {
  DEFAULT_PRIMARY_COLOR,
  PRIMARY_COLORS,
  setPrimaryColor,
  usePrimaryColor,
} from '@/lib/layout/primary-color'
import { HorizontalLayout } from '../horizontal/lazy-horizontal-layout'
import { CustomizerSection } from './customizer-section'
import { OptionGroup } from './option-group'
import { SettingChoice, SettingSwitch } from './setting-controls'

const SWATCH: Record<(typeof NAVBAR_COLORS)[number], string> = {
  default: 'bg-card border border-input',
  ...solidColorClass,
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
  const isRTL = useLayout((s) => s.isRTL)
  const primaryColor = usePrimaryColor()
  useEffect(() => void HorizontalLayout.preload(), [])

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="end" className="w-[380px] max-w-[90vw] gap-0 p-0" closeLabel={t('close')}>
        <SheetHeader className="border-b border-border px-6 py-5 pe-14">
          <SheetTitle>{t('title')}</SheetTitle>
          <SheetDescription>{t('description')}</SheetDescription>
          <Button
            variant="soft"
            size="sm"
            className="mt-2 self-start"
            onClick={() => {
              layoutStore.resetAll()
              setPrimaryColor(DEFAULT_PRIMARY_COLOR)
            }}
          >
            {t('resetAll')}
          </Button>
        </SheetHeader>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <CustomizerSection id="skin">
            <SettingChoice setting="skin" values={SKINS} label={t('sections.skin')} hideLabel />
          </CustomizerSection>
          <CustomizerSection id="primaryColor" onReset={() => setPrimaryColor(DEFAULT_PRIMARY_COLOR)}>
            <OptionGroup
              hideLabel
              label={t('sections.primaryColor')}
              value={primaryColor}
              options={PRIMARY_COLORS.map((color) => ({
                value: color,
                label: t(`options.primaryColor.${color}`),
                // the dot shows the preset's own fill: tokens.css's [data-primary] rules match it too
                swatch: 'bg-(--brand) dark:bg-(--brand-dark)',
                swatchPrimary: color,
              }))}
              onChange={setPrimaryColor}
            />
          </CustomizerSection>
          <CustomizerSection id="layout">
            <SettingChoice setting="layout" values={LAYOUT_TYPES} label={t('sections.layout')} hideLabel />
          </CustomizerSection>
          <CustomizerSection id="menu">
            <SettingSwitch setting="menuCollapsed" label={t('menuCollapsed')} />
            <SettingSwitch setting="menuHidden" label={t('menuHidden')} />
          </CustomizerSection>
          <CustomizerSection id="contentWidth">
            <SettingChoice
              setting="contentWidth"
              values={CONTENT_WIDTHS}
              label={t('sections.contentWidth')}
              hideLabel
            />
          </CustomizerSection>
          <CustomizerSection id="navbar">
            <SettingChoice setting="navbarType" values={NAVBAR_TYPES} label={t('navbarType')} />
            <SettingChoice
              setting="navbarColor"
              values={NAVBAR_COLORS}
              label={t('navbarColor')}
              swatches={SWATCH}
            />
          </CustomizerSection>
          <CustomizerSection id="footer">
            <SettingChoice
              setting="footerType"
              values={FOOTER_TYPES}
              label={t('sections.footer')}
              hideLabel
              columns={3}
            />
          </CustomizerSection>
          <CustomizerSection id="direction">
            <OptionGroup
              hideLabel
              label={t('sections.direction')}
              value={isRTL ? 'rtl' : 'ltr'}
              options={[
                { value: 'ltr', label: t('options.direction.ltr') },
                { value: 'rtl', label: t('options.direction.rtl') },
              ]}
              onChange={(value) => setLayout({ isRTL: value === 'rtl' })}
            />
          </CustomizerSection>
          <CustomizerSection id="transition">
            <SettingChoice
              setting="routerTransition"
              values={ROUTER_TRANSITIONS}
              label={t('sections.transition')}
              hideLabel
            />
          </CustomizerSection>
        </div>
      </SheetContent>
    </Sheet>
  )
}

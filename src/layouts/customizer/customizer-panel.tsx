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
  PRIMARY_COLORS,
  ROUTER_TRANSITIONS,
  SKINS,
} from '@/config/theme-config'
import { layoutStore, setLayout, useLayout } from '@/lib/layout/layout-store'
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
  useEffect(() => void HorizontalLayout.preload(), [])

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
            <SettingChoice setting="skin" values={SKINS} label={t('sections.skin')} hideLabel />
          </CustomizerSection>
          <CustomizerSection id="primaryColor">
            <SettingChoice
              setting="primaryColor"
              values={PRIMARY_COLORS}
              label={t('sections.primaryColor')}
              hideLabel
              columns={3}
              primarySwatches
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

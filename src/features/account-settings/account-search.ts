import { enumParam } from '@/lib/url-state'

/** The open tab lives in the address, so a tab is shareable and survives a reload. */
export const SETTINGS_TABS = [
  'general',
  'security',
  'info',
  'social',
  'connections',
  'notifications',
] as const
export type SettingsTab = (typeof SETTINGS_TABS)[number]

export const accountFields = { tab: enumParam(SETTINGS_TABS, 'general') }

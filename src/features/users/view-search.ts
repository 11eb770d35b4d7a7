import { enumParam } from '@/lib/url-state'

/** The view page's open tab lives in the address (`?tab=`), so a tab is shareable and survives a reload. */
export const USER_VIEW_TABS = ['overview', 'security', 'billing', 'notifications', 'connections'] as const
export type UserViewTab = (typeof USER_VIEW_TABS)[number]

export const userViewFields = { tab: enumParam(USER_VIEW_TABS, 'overview') }

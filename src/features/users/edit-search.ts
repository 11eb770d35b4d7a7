import { enumParam } from '@/lib/url-state'

/** The edit page's open tab lives in the address (`?tab=`), so a tab is shareable and survives a reload. */
export const USER_EDIT_TABS = ['account', 'information', 'social'] as const
export type UserEditTab = (typeof USER_EDIT_TABS)[number]

export const userEditFields = { tab: enumParam(USER_EDIT_TABS, 'account') }

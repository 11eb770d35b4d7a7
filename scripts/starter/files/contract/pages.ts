import type { PageEntry, UserMenuLink } from './page-types'

export type * from './page-types'

/*
 * The page table (the starter kit's: Tessera's own lists every demo screen): every page of the app, declared once,
 * by id. The route guard, the menu's links (src/config/navigation.ts), the tab title and the account menu read a
 * page from here; a route file declares only what the page draws. src/app/pages.test.ts holds the route files to
 * it. A new page adds its entry at the end (see README.md, "Adding a page").
 */
export const PAGES = {
  home: { path: '/', titleKey: 'home', icon: 'layout-dashboard', subject: 'Auth' },
  'access-control': {
    path: '/access-control',
    titleKey: 'accessControl',
    icon: 'shield-check',
    subject: 'ACL',
  },
  'pages-login-v1': { path: '/pages/login-v1', titleKey: 'loginV1', icon: 'log-in', subject: 'Auth' },
  'pages-login-v2': { path: '/pages/login-v2', titleKey: 'loginV2', icon: 'log-in', subject: 'Auth' },
  'pages-register-v1': {
    path: '/pages/register-v1',
    titleKey: 'registerV1',
    icon: 'user-plus',
    subject: 'Auth',
  },
  'pages-register-v2': {
    path: '/pages/register-v2',
    titleKey: 'registerV2',
    icon: 'user-plus',
    subject: 'Auth',
  },
  'pages-forgot-password-v1': {
    path: '/pages/forgot-password-v1',
    titleKey: 'forgotPasswordV1',
    icon: 'key-round',
    subject: 'Auth',
  },
  'pages-forgot-password-v2': {
    path: '/pages/forgot-password-v2',
    titleKey: 'forgotPasswordV2',
    icon: 'key-round',
    subject: 'Auth',
  },
  'pages-reset-password-v1': {
    path: '/pages/reset-password-v1',
    titleKey: 'resetPasswordV1',
    icon: 'rotate-ccw-key',
    subject: 'Auth',
  },
  'pages-reset-password-v2': {
    path: '/pages/reset-password-v2',
    titleKey: 'resetPasswordV2',
    icon: 'rotate-ccw-key',
    subject: 'Auth',
  },
  'misc-coming-soon': { path: '/misc/coming-soon', titleKey: 'comingSoon', icon: 'clock', subject: 'Auth' },
  'misc-not-authorized': {
    path: '/misc/not-authorized',
    titleKey: 'notAuthorized',
    icon: 'lock',
    subject: 'Auth',
  },
  'misc-maintenance': {
    path: '/misc/maintenance',
    titleKey: 'maintenance',
    icon: 'construction',
    subject: 'Auth',
  },
  'misc-error': { path: '/misc/error', titleKey: 'error', icon: 'circle-alert', subject: 'Auth' },
} satisfies Record<string, PageEntry>

export type PageId = keyof typeof PAGES

/** The account menu's links, in blocks (src/layouts/navbar/user-menu.tsx): none yet beside its own actions. */
export const USER_MENU: readonly (readonly UserMenuLink<PageId>[])[] = []

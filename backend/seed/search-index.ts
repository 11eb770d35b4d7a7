import type { AbilitySubject } from '../../contract/ability'
import type { SearchContact, SearchFile, SearchPage } from '../../contract/search'
import { avatarOf, FIRST_CONTACT_ID } from './chat'
import { isoDay } from './prng'

/** A page entry as stored; `isBookmarked` is worked out per user on every answer. */
export type IndexedPage = Omit<SearchPage, 'isBookmarked'>

type PageRow = [target: string, title: string, icon: string, link: string, subject: AbilitySubject]

/**
 * One entry per route of the app (docs/routes.md). Ids are positions: append new routes at the end so stored
 * bookmarks keep pointing at the same pages, and bump SEED_VERSION.
 */
const PAGES: PageRow[] = [
  ['dashboard-analytics', 'Analytics Dashboard', 'chart-line', '/dashboard/analytics', 'Dashboard'],
  ['dashboard-ecommerce', 'eCommerce Dashboard', 'shopping-bag', '/', 'Dashboard'],
  ['apps-email', 'Email', 'mail', '/apps/email', 'Email'],
  ['apps-chat', 'Chat', 'message-square', '/apps/chat', 'Chat'],
  ['apps-todo', 'Todo', 'square-check', '/apps/todo', 'Todo'],
  ['apps-calendar', 'Calendar', 'calendar', '/apps/calendar', 'Calendar'],
  ['apps-invoice-list', 'Invoice List', 'file-text', '/apps/invoice/list', 'Invoice'],
  ['apps-invoice-preview', 'Invoice Preview', 'file-search', '/apps/invoice/preview', 'Invoice'],
  ['apps-invoice-edit', 'Invoice Edit', 'file-pen', '/apps/invoice/edit', 'Invoice'],
  ['apps-invoice-add', 'Invoice Add', 'file-plus', '/apps/invoice/add', 'Invoice'],
  ['apps-ecommerce-shop', 'Shop', 'store', '/apps/ecommerce/shop', 'Ecommerce'],
  ['apps-ecommerce-detail', 'Product Details', 'package', '/apps/ecommerce/product-detail', 'Ecommerce'],
  ['apps-ecommerce-wishlist', 'Wish List', 'heart', '/apps/ecommerce/wishlist', 'Ecommerce'],
  ['apps-ecommerce-checkout', 'Checkout', 'shopping-cart', '/apps/ecommerce/checkout', 'Ecommerce'],
  ['apps-user-list', 'User List', 'users', '/apps/user/list', 'User'],
  ['apps-user-view', 'User View', 'user', '/apps/user/view', 'User'],
  ['apps-user-edit', 'User Edit', 'user-pen', '/apps/user/edit', 'User'],
  ['pages-login-v1', 'Login V1', 'log-in', '/pages/login-v1', 'Auth'],
  ['pages-login-v2', 'Login V2', 'log-in', '/pages/login-v2', 'Auth'],
  ['pages-register-v1', 'Register V1', 'user-plus', '/pages/register-v1', 'Auth'],
  ['pages-register-v2', 'Register V2', 'user-plus', '/pages/register-v2', 'Auth'],
  ['pages-forgot-password-v1', 'Forgot Password V1', 'key-round', '/pages/forgot-password-v1', 'Auth'],
  ['pages-forgot-password-v2', 'Forgot Password V2', 'key-round', '/pages/forgot-password-v2', 'Auth'],
  ['pages-reset-password-v1', 'Reset Password V1', 'rotate-ccw-key', '/pages/reset-password-v1', 'Auth'],
  ['pages-reset-password-v2', 'Reset Password V2', 'rotate-ccw-key', '/pages/reset-password-v2', 'Auth'],
  ['pages-account-settings', 'Account Settings', 'settings', '/pages/account-settings', 'Account'],
  ['pages-profile', 'Profile', 'circle-user', '/pages/profile', 'Page'],
  ['pages-faq', 'FAQ', 'circle-help', '/pages/faq', 'Page'],
  ['pages-knowledge-base', 'Knowledge Base', 'book-open', '/pages/knowledge-base', 'Page'],
  ['pages-pricing', 'Pricing', 'badge-dollar-sign', '/pages/pricing', 'Page'],
  ['pages-blog-list', 'Blog List', 'newspaper', '/pages/blog/list', 'Blog'],
  ['pages-blog-detail', 'Blog Detail', 'book-open-text', '/pages/blog/detail', 'Blog'],
  ['pages-blog-edit', 'Blog Edit', 'square-pen', '/pages/blog/edit', 'Blog'],
  ['misc-coming-soon', 'Coming Soon', 'clock', '/misc/coming-soon', 'Auth'],
  ['misc-not-authorized', 'Not Authorized', 'shield-x', '/misc/not-authorized', 'Auth'],
  ['misc-maintenance', 'Maintenance', 'wrench', '/misc/maintenance', 'Auth'],
  ['misc-error', 'Error', 'triangle-alert', '/misc/error', 'Auth'],
  ['access-control', 'Access Control', 'shield', '/access-control', 'ACL'],
  ['ui-typography', 'Typography', 'type', '/ui-element/typography', 'UI'],
  ['ui-colors', 'Colors', 'palette', '/colors', 'UI'],
  ['ui-icons', 'Icons', 'shapes', '/icons', 'UI'],
  ['cards-basic', 'Basic Cards', 'credit-card', '/cards/basic', 'Card'],
  ['cards-advance', 'Advance Cards', 'layers', '/cards/advance', 'Card'],
  ['cards-statistics', 'Statistics Cards', 'chart-column', '/cards/statistics', 'Card'],
  ['cards-analytics', 'Analytics Cards', 'chart-pie', '/cards/analytics', 'Card'],
  ['cards-actions', 'Card Actions', 'mouse-pointer-click', '/cards/action', 'Card'],
  ['components-accordion', 'Accordion', 'list-collapse', '/components/accordion', 'UI'],
  ['components-alerts', 'Alerts', 'circle-alert', '/components/alerts', 'UI'],
  ['components-avatar', 'Avatar', 'circle-user-round', '/components/avatar', 'UI'],
  ['components-badges', 'Badges', 'badge', '/components/badges', 'UI'],
  ['components-breadcrumbs', 'Breadcrumbs', 'chevrons-right', '/components/breadcrumbs', 'UI'],
  ['components-buttons', 'Buttons', 'rectangle-horizontal', '/components/buttons', 'UI'],
  ['components-collapse', 'Collapse', 'fold-vertical', '/components/collapse', 'UI'],
  ['components-dropdowns', 'Dropdowns', 'chevron-down', '/components/dropdowns', 'UI'],
  ['components-list-group', 'List Group', 'list', '/components/list-group', 'UI'],
  ['components-modals', 'Modals', 'app-window', '/components/modals', 'UI'],
  ['components-pagination', 'Pagination', 'ellipsis', '/components/pagination', 'UI'],
  ['components-popovers', 'Popovers', 'message-square-more', '/components/popovers', 'UI'],
  ['components-progress', 'Progress', 'loader', '/components/progress', 'UI'],
  ['components-spinners', 'Spinners', 'loader-circle', '/components/spinners', 'UI'],
  ['components-tabs', 'Tabs', 'panel-top', '/components/tabs', 'UI'],
  ['components-timeline', 'Timeline', 'git-commit-vertical', '/components/timeline', 'UI'],
  ['components-toasts', 'Toasts', 'bell', '/components/toasts', 'UI'],
  ['components-tooltips', 'Tooltips', 'message-circle', '/components/tooltips', 'UI'],
  ['extensions-alerts-dialog', 'Alert Dialogs', 'octagon-alert', '/extensions/alert-dialog', 'UI'],
  ['extensions-toasts', 'Toast Notifications', 'bell-ring', '/extensions/toasts', 'UI'],
  ['extensions-slider', 'Slider', 'sliders-horizontal', '/extensions/slider', 'UI'],
  ['extensions-drag-and-drop', 'Drag & Drop', 'grip-vertical', '/extensions/drag-and-drop', 'UI'],
  ['extensions-tour', 'Tour', 'route', '/extensions/tour', 'UI'],
  ['extensions-clipboard', 'Clipboard', 'clipboard', '/extensions/clipboard', 'UI'],
  ['extensions-context-menu', 'Context Menu', 'menu', '/extensions/context-menu', 'UI'],
  ['extensions-i18n', 'Internationalization', 'languages', '/extensions/i18n', 'UI'],
  ['extensions-editor', 'Rich Text Editor', 'pilcrow', '/extensions/editor', 'UI'],
  ['page-layout-collapse-menu', 'Collapsed Menu', 'panel-left-close', '/page-layout/collapse-menu', 'Layout'],
  ['page-layout-boxed', 'Boxed Layout', 'square', '/page-layout/layout-boxed', 'Layout'],
  ['page-layout-without-menu', 'Without Menu', 'panel-left-dashed', '/page-layout/without-menu', 'Layout'],
  ['page-layout-empty', 'Layout Empty', 'square-dashed', '/page-layout/layout-empty', 'Layout'],
  ['page-layout-blank', 'Layout Blank', 'file', '/page-layout/layout-blank', 'Layout'],
  ['forms-input', 'Input', 'text-cursor-input', '/forms/elements/input', 'Form'],
  ['forms-textarea', 'Textarea', 'text', '/forms/elements/textarea', 'Form'],
  ['forms-checkbox', 'Checkbox', 'square-check-big', '/forms/elements/checkbox', 'Form'],
  ['forms-radio', 'Radio', 'circle-dot', '/forms/elements/radio', 'Form'],
  ['forms-switch', 'Switch', 'toggle-left', '/forms/elements/switch', 'Form'],
  ['forms-select', 'Select', 'list-checks', '/forms/elements/select', 'Form'],
  ['forms-autocomplete', 'Autocomplete', 'text-search', '/forms/elements/autocomplete', 'Form'],
  ['forms-date-picker', 'Date Picker', 'calendar-days', '/forms/elements/date-picker', 'Form'],
  ['forms-file-upload', 'File Upload', 'upload', '/forms/elements/file-upload', 'Form'],
  ['forms-layout', 'Form Layout', 'layout-template', '/forms/form-layout', 'Form'],
  ['forms-wizard', 'Form Wizard', 'list-ordered', '/forms/form-wizard', 'Form'],
  ['forms-validation', 'Form Validation', 'circle-check', '/forms/form-validation', 'Form'],
  ['forms-repeater', 'Form Repeater', 'repeat', '/forms/form-repeater', 'Form'],
  ['tables-basic', 'Tables', 'table', '/tables/basic', 'Table'],
  ['datatables-basic', 'Basic Data Table', 'table-2', '/datatables/basic', 'Datatable'],
  ['datatables-advance', 'Advanced Data Table', 'table-properties', '/datatables/advance', 'Datatable'],
  ['charts-line', 'Line Charts', 'chart-spline', '/charts/line', 'Chart'],
  ['charts-bar', 'Bar Charts', 'chart-bar', '/charts/bar', 'Chart'],
  ['charts-area', 'Area Charts', 'chart-area', '/charts/area', 'Chart'],
  ['charts-pie', 'Pie Charts', 'chart-pie', '/charts/pie', 'Chart'],
  ['maps-leaflet', 'Leaflet Maps', 'map', '/maps/leaflet', 'Map'],
  ['charts-radar', 'Radar Charts', 'chart-pie', '/charts/radar', 'Chart'],
  ['charts-radial-bar', 'Radial Bar Charts', 'chart-pie', '/charts/radial-bar', 'Chart'],
  ['charts-scatter', 'Scatter Charts', 'chart-line', '/charts/scatter', 'Chart'],
  ['charts-candlestick', 'Candlestick Charts', 'chart-column', '/charts/candlestick', 'Chart'],
  ['apps-ecommerce-orders', 'Orders', 'receipt-text', '/apps/ecommerce/orders', 'Ecommerce'],
  ['components-block-ui', 'Block UI', 'lock', '/components/block-ui', 'UI'],
  ['components-carousel', 'Carousel', 'gallery-horizontal', '/components/carousel', 'UI'],
  ['components-divider', 'Divider', 'separator-horizontal', '/components/divider', 'UI'],
  ['components-media-objects', 'Media Objects', 'gallery-vertical', '/components/media-objects', 'UI'],
  ['extensions-import', 'Import', 'file-up', '/extensions/import', 'UI'],
  ['extensions-export', 'Export', 'file-down', '/extensions/export', 'UI'],
  ['extensions-export-selected', 'Export Selected', 'file-check', '/extensions/export-selected', 'UI'],
  ['extensions-ratings', 'Ratings', 'star', '/extensions/ratings', 'UI'],
  ['extensions-carousel', 'Carousel Slider', 'gallery-horizontal-end', '/extensions/carousel', 'UI'],
  ['forms-input-group', 'Input Group', 'rectangle-ellipsis', '/forms/elements/input-group', 'Form'],
  ['forms-input-mask', 'Input Mask', 'credit-card', '/forms/elements/input-mask', 'Form'],
  ['forms-number-input', 'Number Input', 'hash', '/forms/elements/number-input', 'Form'],
  ['components-navs', 'Navs', 'compass', '/components/navs', 'UI'],
  ['components-pills', 'Pills', 'rectangle-ellipsis', '/components/pills', 'UI'],
  ['extensions-pagination', 'Paginated List', 'list-ordered', '/extensions/pagination', 'UI'],
  ['extensions-media-player', 'Media Player', 'circle-play', '/extensions/media-player', 'UI'],
]

export const seedSearchPages = (): IndexedPage[] =>
  PAGES.map(([target, title, icon, link, subject], index) => ({
    id: index + 1,
    target,
    title,
    icon,
    link,
    subject,
  }))

export const seedSearchFiles = (): SearchFile[] => [
  {
    title: 'Quarterly tile inventory.xlsx',
    by: 'Maren Lindqvist',
    size: '842 kb',
    file: '/images/files/xlsx.svg',
  },
  { title: 'Brand guidelines 2.0.pdf', by: 'Jasper Okonkwo', size: '5.1 mb', file: '/images/files/pdf.svg' },
  {
    title: 'Onboarding checklist.docx',
    by: 'Celeste Marchetti',
    size: '96 kb',
    file: '/images/files/docx.svg',
  },
  {
    title: 'Showroom floor plan.png',
    by: 'Dorian Fairbank',
    size: '2.4 mb',
    file: '/images/files/image.svg',
  },
]

/**
 * Four of the chat's contacts (backend/seed/chat.ts), so a contact found in the page search opens their chat. The
 * seed test keeps the ids and names in step with the chat's list.
 */
export const seedSearchContacts = (now: Date): SearchContact[] => [
  {
    id: FIRST_CONTACT_ID,
    title: 'Calla Everly',
    email: 'calla.everly@tessera.test',
    img: avatarOf('Calla Everly'),
    date: isoDay(now, -1),
  },
  {
    id: FIRST_CONTACT_ID + 3,
    title: 'Farid Okonkwo',
    email: 'farid.okonkwo@tessera.test',
    img: avatarOf('Farid Okonkwo'),
    date: isoDay(now, -4),
  },
  {
    id: FIRST_CONTACT_ID + 4,
    title: 'Greta Lindqvist',
    email: 'greta.lindqvist@tessera.test',
    img: avatarOf('Greta Lindqvist'),
    date: isoDay(now, -9),
  },
  {
    id: FIRST_CONTACT_ID + 7,
    title: 'Soren Whitlock',
    email: 'soren.whitlock@tessera.test',
    img: avatarOf('Soren Whitlock'),
    date: isoDay(now, -16),
  },
]

/** Pages every user starts with in the navbar, by link so reordering the index cannot shift them. */
const DEFAULT_BOOKMARK_LINKS = [
  '/apps/email',
  '/apps/chat',
  '/apps/calendar',
  '/apps/todo',
  '/access-control',
]

export const defaultBookmarkIds = (pages: IndexedPage[]) =>
  pages.filter((page) => DEFAULT_BOOKMARK_LINKS.includes(page.link)).map((page) => page.id)

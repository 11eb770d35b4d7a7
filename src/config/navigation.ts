import {
  BookOpen,
  Component,
  Palette,
  Shapes,
  Puzzle,
  TextCursorInput,
  CalendarDays,
  ChartPie,
  ClipboardList,
  CircleAlert,
  CircleDot,
  Clock,
  Construction,
  CreditCard,
  EyeOff,
  LayoutDashboard,
  LayoutTemplate,
  LifeBuoy,
  Lock,
  Mail,
  Map as MapIcon,
  Menu,
  MessageSquare,
  PanelLeftClose,
  PanelTop,
  ShieldCheck,
  Square,
  SquareCheck,
  SquareDashed,
  Table,
  Type,
  Table2,
  Ban,
  FileText,
  Users,
  BadgeDollarSign,
  CircleHelp,
  CircleUser,
  LogIn,
  Newspaper,
  Settings,
  Heart,
  Package,
  ReceiptText,
  ShoppingCart,
  Store,
  type LucideIcon,
} from 'lucide-react'
import type { ThemeColor } from '@/components/ui/theme-color'
import { PROJECT_LINKS } from './app'

/*
 * The one navigation table. The vertical menu, the horizontal menu and the page-search index of menu pages are
 * drawn from it. Titles are i18n keys in the `navigation` namespace. `ability` names what the user needs to see
 * an item (checked by the ability module); items without one inherit their parent's, and top-level items
 * without one need `read` on `Auth`, which every visitor has.
 */
export interface NavAbility {
  action: 'read' | 'manage'
  subject: string
}

export interface NavBadge {
  /** an i18n key in `navigation`, or a number shown as is */
  label: string | number
  color: ThemeColor
}

interface NavBase {
  id: string
  titleKey: string
  icon?: LucideIcon
  badge?: NavBadge
  ability?: NavAbility
}

export interface NavLink extends NavBase {
  kind: 'link'
  /** an app route; child routes light it too (`/apps/user/view` is active on `/apps/user/view/3`) */
  to: string
  /** other routes that show the same page and light this link (`/` is also `/dashboard/ecommerce`) */
  alsoOn?: string[]
  disabled?: boolean
}

export interface NavExternal extends NavBase {
  kind: 'external'
  href: string
}

export interface NavGroup extends NavBase {
  kind: 'group'
  children: NavItem[]
}

export interface NavSection {
  kind: 'section'
  id: string
  titleKey: string
  ability?: NavAbility
}

export type NavItem = NavLink | NavExternal | NavGroup
export type NavEntry = NavItem | NavSection

export const NAVIGATION: NavEntry[] = [
  {
    kind: 'group',
    id: 'dashboards',
    titleKey: 'dashboards',
    icon: LayoutDashboard,
    ability: { action: 'read', subject: 'Dashboard' },
    children: [
      { kind: 'link', id: 'dashboard-analytics', titleKey: 'dashboardAnalytics', to: '/dashboard/analytics' },
      {
        kind: 'link',
        id: 'dashboard-ecommerce',
        titleKey: 'dashboardEcommerce',
        to: '/',
        alsoOn: ['/dashboard/ecommerce'],
      },
    ],
  },
  { kind: 'section', id: 'apps', titleKey: 'sectionApps' },
  {
    kind: 'link',
    id: 'apps-email',
    titleKey: 'email',
    icon: Mail,
    to: '/apps/email',
    ability: { action: 'read', subject: 'Email' },
  },
  {
    kind: 'link',
    id: 'apps-chat',
    titleKey: 'chat',
    icon: MessageSquare,
    to: '/apps/chat',
    ability: { action: 'read', subject: 'Chat' },
  },
  {
    kind: 'link',
    id: 'apps-todo',
    titleKey: 'todo',
    icon: SquareCheck,
    to: '/apps/todo',
    ability: { action: 'read', subject: 'Todo' },
  },
  {
    kind: 'link',
    id: 'apps-calendar',
    titleKey: 'calendar',
    icon: CalendarDays,
    to: '/apps/calendar',
    ability: { action: 'read', subject: 'Calendar' },
  },
  {
    kind: 'group',
    id: 'apps-invoice',
    titleKey: 'invoice',
    icon: FileText,
    ability: { action: 'read', subject: 'Invoice' },
    children: [
      { kind: 'link', id: 'apps-invoice-list', titleKey: 'invoiceList', to: '/apps/invoice/list' },
      { kind: 'link', id: 'apps-invoice-preview', titleKey: 'invoicePreview', to: '/apps/invoice/preview' },
      {
        kind: 'link',
        id: 'apps-invoice-edit',
        titleKey: 'invoiceEdit',
        to: '/apps/invoice/edit',
        ability: { action: 'manage', subject: 'Invoice' },
      },
      {
        kind: 'link',
        id: 'apps-invoice-add',
        titleKey: 'invoiceAdd',
        to: '/apps/invoice/add',
        ability: { action: 'manage', subject: 'Invoice' },
      },
    ],
  },
  {
    kind: 'group',
    id: 'apps-user',
    titleKey: 'users',
    icon: Users,
    ability: { action: 'read', subject: 'User' },
    children: [
      { kind: 'link', id: 'apps-user-list', titleKey: 'userList', to: '/apps/user/list' },
      { kind: 'link', id: 'apps-user-view', titleKey: 'userView', to: '/apps/user/view' },
      {
        kind: 'link',
        id: 'apps-user-edit',
        titleKey: 'userEdit',
        to: '/apps/user/edit',
        ability: { action: 'manage', subject: 'User' },
      },
    ],
  },
  {
    kind: 'group',
    id: 'apps-ecommerce',
    titleKey: 'ecommerce',
    icon: ShoppingCart,
    ability: { action: 'read', subject: 'Ecommerce' },
    children: [
      { kind: 'link', id: 'apps-ecommerce-shop', titleKey: 'shop', icon: Store, to: '/apps/ecommerce/shop' },
      {
        kind: 'link',
        id: 'apps-ecommerce-detail',
        titleKey: 'productDetail',
        icon: Package,
        to: '/apps/ecommerce/product-detail',
      },
      {
        kind: 'link',
        id: 'apps-ecommerce-wishlist',
        titleKey: 'wishlist',
        icon: Heart,
        to: '/apps/ecommerce/wishlist',
      },
      {
        kind: 'link',
        id: 'apps-ecommerce-checkout',
        titleKey: 'checkout',
        icon: CreditCard,
        to: '/apps/ecommerce/checkout',
      },
      {
        kind: 'link',
        id: 'apps-ecommerce-orders',
        titleKey: 'orders',
        icon: ReceiptText,
        to: '/apps/ecommerce/orders',
      },
    ],
  },
  { kind: 'section', id: 'pages', titleKey: 'sectionPages' },
  {
    kind: 'link',
    id: 'access-control',
    titleKey: 'accessControl',
    icon: ShieldCheck,
    to: '/access-control',
    ability: { action: 'read', subject: 'ACL' },
  },
  {
    kind: 'group',
    id: 'pages-group',
    titleKey: 'pages',
    icon: FileText,
    children: [
      {
        kind: 'link',
        id: 'pages-account-settings',
        titleKey: 'accountSettings',
        icon: Settings,
        to: '/pages/account-settings',
        ability: { action: 'read', subject: 'Page' },
      },
      {
        kind: 'link',
        id: 'pages-profile',
        titleKey: 'profile',
        icon: CircleUser,
        to: '/pages/profile',
        ability: { action: 'read', subject: 'Page' },
      },
      {
        kind: 'link',
        id: 'pages-faq',
        titleKey: 'faq',
        icon: CircleHelp,
        to: '/pages/faq',
        ability: { action: 'read', subject: 'Page' },
      },
      {
        kind: 'link',
        id: 'pages-knowledge-base',
        titleKey: 'knowledgeBase',
        icon: BookOpen,
        to: '/pages/knowledge-base',
        ability: { action: 'read', subject: 'Page' },
      },
      {
        kind: 'link',
        id: 'pages-pricing',
        titleKey: 'pricing',
        icon: BadgeDollarSign,
        to: '/pages/pricing',
        ability: { action: 'read', subject: 'Page' },
      },
      {
        kind: 'group',
        id: 'pages-blog',
        titleKey: 'blog',
        icon: Newspaper,
        ability: { action: 'read', subject: 'Blog' },
        children: [
          { kind: 'link', id: 'pages-blog-list', titleKey: 'blogList', to: '/pages/blog/list' },
          { kind: 'link', id: 'pages-blog-detail', titleKey: 'blogDetail', to: '/pages/blog/detail' },
          { kind: 'link', id: 'pages-blog-edit', titleKey: 'blogEdit', to: '/pages/blog/edit' },
        ],
      },
      {
        kind: 'group',
        id: 'pages-authentication',
        titleKey: 'authentication',
        icon: LogIn,
        ability: { action: 'read', subject: 'Auth' },
        children: [
          { kind: 'link', id: 'pages-login-v1', titleKey: 'loginV1', to: '/pages/login-v1' },
          { kind: 'link', id: 'pages-login-v2', titleKey: 'loginV2', to: '/pages/login-v2' },
          { kind: 'link', id: 'pages-register-v1', titleKey: 'registerV1', to: '/pages/register-v1' },
          { kind: 'link', id: 'pages-register-v2', titleKey: 'registerV2', to: '/pages/register-v2' },
          {
            kind: 'link',
            id: 'pages-forgot-password-v1',
            titleKey: 'forgotPasswordV1',
            to: '/pages/forgot-password-v1',
          },
          {
            kind: 'link',
            id: 'pages-forgot-password-v2',
            titleKey: 'forgotPasswordV2',
            to: '/pages/forgot-password-v2',
          },
          {
            kind: 'link',
            id: 'pages-reset-password-v1',
            titleKey: 'resetPasswordV1',
            to: '/pages/reset-password-v1',
          },
          {
            kind: 'link',
            id: 'pages-reset-password-v2',
            titleKey: 'resetPasswordV2',
            to: '/pages/reset-password-v2',
          },
        ],
      },
      {
        kind: 'group',
        id: 'misc',
        titleKey: 'miscellaneous',
        icon: CircleAlert,
        ability: { action: 'read', subject: 'Page' },
        children: [
          {
            kind: 'link',
            id: 'misc-coming-soon',
            titleKey: 'comingSoon',
            icon: Clock,
            to: '/misc/coming-soon',
          },
          {
            kind: 'link',
            id: 'misc-not-authorized',
            titleKey: 'notAuthorized',
            icon: Lock,
            to: '/misc/not-authorized',
          },
          {
            kind: 'link',
            id: 'misc-maintenance',
            titleKey: 'maintenance',
            icon: Construction,
            to: '/misc/maintenance',
          },
          { kind: 'link', id: 'misc-error', titleKey: 'error', icon: CircleAlert, to: '/misc/error' },
        ],
      },
    ],
  },
  {
    kind: 'group',
    id: 'page-layouts',
    titleKey: 'pageLayouts',
    icon: LayoutTemplate,
    badge: { label: 'new', color: 'info' },
    ability: { action: 'read', subject: 'Page' },
    children: [
      {
        kind: 'link',
        id: 'layout-collapse-menu',
        titleKey: 'collapsedMenu',
        icon: PanelLeftClose,
        to: '/page-layout/collapse-menu',
      },
      {
        kind: 'link',
        id: 'layout-boxed',
        titleKey: 'layoutBoxed',
        icon: Square,
        to: '/page-layout/layout-boxed',
      },
      {
        kind: 'link',
        id: 'layout-without-menu',
        titleKey: 'withoutMenu',
        icon: EyeOff,
        to: '/page-layout/without-menu',
      },
      {
        kind: 'link',
        id: 'layout-empty',
        titleKey: 'layoutEmpty',
        icon: SquareDashed,
        to: '/page-layout/layout-empty',
      },
      {
        kind: 'link',
        id: 'layout-blank',
        titleKey: 'layoutBlank',
        icon: PanelTop,
        to: '/page-layout/layout-blank',
      },
    ],
  },
  { kind: 'section', id: 'user-interface', titleKey: 'sectionUserInterface' },
  {
    kind: 'group',
    id: 'cards',
    titleKey: 'cards',
    icon: CreditCard,
    ability: { action: 'read', subject: 'Card' },
    children: [
      { kind: 'link', id: 'cards-basic', titleKey: 'cardsBasic', to: '/cards/basic' },
      { kind: 'link', id: 'cards-advance', titleKey: 'cardsAdvance', to: '/cards/advance' },
      { kind: 'link', id: 'cards-statistics', titleKey: 'cardsStatistics', to: '/cards/statistics' },
      { kind: 'link', id: 'cards-analytics', titleKey: 'cardsAnalytics', to: '/cards/analytics' },
      { kind: 'link', id: 'cards-action', titleKey: 'cardsAction', to: '/cards/action' },
    ],
  },
  {
    kind: 'group',
    id: 'maps',
    titleKey: 'maps',
    icon: MapIcon,
    ability: { action: 'read', subject: 'Map' },
    children: [{ kind: 'link', id: 'maps-leaflet', titleKey: 'mapsLeaflet', to: '/maps/leaflet' }],
  },
  {
    kind: 'group',
    id: 'charts',
    titleKey: 'charts',
    icon: ChartPie,
    ability: { action: 'read', subject: 'Chart' },
    children: [
      { kind: 'link', id: 'charts-line', titleKey: 'chartsLine', to: '/charts/line' },
      { kind: 'link', id: 'charts-area', titleKey: 'chartsArea', to: '/charts/area' },
      { kind: 'link', id: 'charts-bar', titleKey: 'chartsBar', to: '/charts/bar' },
      { kind: 'link', id: 'charts-pie', titleKey: 'chartsPie', to: '/charts/pie' },
      { kind: 'link', id: 'charts-radar', titleKey: 'chartsRadar', to: '/charts/radar' },
      { kind: 'link', id: 'charts-radial-bar', titleKey: 'chartsRadialBar', to: '/charts/radial-bar' },
      { kind: 'link', id: 'charts-scatter', titleKey: 'chartsScatter', to: '/charts/scatter' },
      { kind: 'link', id: 'charts-candlestick', titleKey: 'chartsCandlestick', to: '/charts/candlestick' },
    ],
  },
  {
    kind: 'link',
    id: 'ui-typography',
    titleKey: 'uiTypography',
    icon: Type,
    to: '/ui-element/typography',
    ability: { action: 'read', subject: 'UI' },
  },
  {
    kind: 'link',
    id: 'ui-colors',
    titleKey: 'uiColors',
    icon: Palette,
    to: '/colors',
    ability: { action: 'read', subject: 'UI' },
  },
  {
    kind: 'link',
    id: 'ui-icons',
    titleKey: 'uiIcons',
    icon: Shapes,
    to: '/icons',
    ability: { action: 'read', subject: 'UI' },
  },
  {
    kind: 'group',
    id: 'components',
    titleKey: 'components',
    icon: Component,
    ability: { action: 'read', subject: 'UI' },
    children: [
      {
        kind: 'link',
        id: 'components-accordion',
        titleKey: 'componentsAccordion',
        to: '/components/accordion',
      },
      { kind: 'link', id: 'components-alerts', titleKey: 'componentsAlerts', to: '/components/alerts' },
      { kind: 'link', id: 'components-avatar', titleKey: 'componentsAvatar', to: '/components/avatar' },
      { kind: 'link', id: 'components-badges', titleKey: 'componentsBadges', to: '/components/badges' },
      { kind: 'link', id: 'components-block-ui', titleKey: 'componentsBlockUi', to: '/components/block-ui' },
      {
        kind: 'link',
        id: 'components-breadcrumbs',
        titleKey: 'componentsBreadcrumbs',
        to: '/components/breadcrumbs',
      },
      { kind: 'link', id: 'components-buttons', titleKey: 'componentsButtons', to: '/components/buttons' },
      { kind: 'link', id: 'components-carousel', titleKey: 'componentsCarousel', to: '/components/carousel' },
      { kind: 'link', id: 'components-collapse', titleKey: 'componentsCollapse', to: '/components/collapse' },
      { kind: 'link', id: 'components-divider', titleKey: 'componentsDivider', to: '/components/divider' },
      {
        kind: 'link',
        id: 'components-dropdowns',
        titleKey: 'componentsDropdowns',
        to: '/components/dropdowns',
      },
      {
        kind: 'link',
        id: 'components-list-group',
        titleKey: 'componentsListGroup',
        to: '/components/list-group',
      },
      {
        kind: 'link',
        id: 'components-media-objects',
        titleKey: 'componentsMediaObjects',
        to: '/components/media-objects',
      },
      { kind: 'link', id: 'components-modals', titleKey: 'componentsModals', to: '/components/modals' },
      { kind: 'link', id: 'components-navs', titleKey: 'componentsNavs', to: '/components/navs' },
      {
        kind: 'link',
        id: 'components-pagination',
        titleKey: 'componentsPagination',
        to: '/components/pagination',
      },
      { kind: 'link', id: 'components-pills', titleKey: 'componentsPills', to: '/components/pills' },
      { kind: 'link', id: 'components-popovers', titleKey: 'componentsPopovers', to: '/components/popovers' },
      { kind: 'link', id: 'components-progress', titleKey: 'componentsProgress', to: '/components/progress' },
      { kind: 'link', id: 'components-spinners', titleKey: 'componentsSpinners', to: '/components/spinners' },
      { kind: 'link', id: 'components-tabs', titleKey: 'componentsTabs', to: '/components/tabs' },
      { kind: 'link', id: 'components-timeline', titleKey: 'componentsTimeline', to: '/components/timeline' },
      { kind: 'link', id: 'components-toasts', titleKey: 'componentsToasts', to: '/components/toasts' },
      { kind: 'link', id: 'components-tooltips', titleKey: 'componentsTooltips', to: '/components/tooltips' },
    ],
  },
  {
    kind: 'group',
    id: 'extensions',
    titleKey: 'extensions',
    icon: Puzzle,
    ability: { action: 'read', subject: 'UI' },
    children: [
      {
        kind: 'link',
        id: 'extensions-alert-dialog',
        titleKey: 'extensionsAlertDialog',
        to: '/extensions/alert-dialog',
      },
      {
        kind: 'link',
        id: 'extensions-drag-and-drop',
        titleKey: 'extensionsDragAndDrop',
        to: '/extensions/drag-and-drop',
      },
      { kind: 'link', id: 'extensions-tour', titleKey: 'extensionsTour', to: '/extensions/tour' },
      { kind: 'link', id: 'extensions-toasts', titleKey: 'extensionsToasts', to: '/extensions/toasts' },
      { kind: 'link', id: 'extensions-slider', titleKey: 'extensionsSlider', to: '/extensions/slider' },
      {
        kind: 'link',
        id: 'extensions-clipboard',
        titleKey: 'extensionsClipboard',
        to: '/extensions/clipboard',
      },
      {
        kind: 'link',
        id: 'extensions-context-menu',
        titleKey: 'extensionsContextMenu',
        to: '/extensions/context-menu',
      },
      { kind: 'link', id: 'extensions-i18n', titleKey: 'extensionsI18n', to: '/extensions/i18n' },
      { kind: 'link', id: 'extensions-editor', titleKey: 'extensionsEditor', to: '/extensions/editor' },
      { kind: 'link', id: 'extensions-import', titleKey: 'extensionsImport', to: '/extensions/import' },
      { kind: 'link', id: 'extensions-export', titleKey: 'extensionsExport', to: '/extensions/export' },
      {
        kind: 'link',
        id: 'extensions-export-selected',
        titleKey: 'extensionsExportSelected',
        to: '/extensions/export-selected',
      },
      {
        kind: 'link',
        id: 'extensions-pagination',
        titleKey: 'extensionsPagination',
        to: '/extensions/pagination',
      },
      {
        kind: 'link',
        id: 'extensions-media-player',
        titleKey: 'extensionsMediaPlayer',
        to: '/extensions/media-player',
      },
      { kind: 'link', id: 'extensions-ratings', titleKey: 'extensionsRatings', to: '/extensions/ratings' },
      { kind: 'link', id: 'extensions-carousel', titleKey: 'extensionsCarousel', to: '/extensions/carousel' },
    ],
  },
  { kind: 'section', id: 'forms-tables', titleKey: 'sectionFormsTables' },
  {
    kind: 'group',
    id: 'form-elements',
    titleKey: 'formElements',
    icon: TextCursorInput,
    ability: { action: 'read', subject: 'Form' },
    children: [
      { kind: 'link', id: 'forms-input', titleKey: 'formsInput', to: '/forms/elements/input' },
      {
        kind: 'link',
        id: 'forms-input-group',
        titleKey: 'formsInputGroup',
        to: '/forms/elements/input-group',
      },
      {
        kind: 'link',
        id: 'forms-input-mask',
        titleKey: 'formsInputMask',
        to: '/forms/elements/input-mask',
      },
      {
        kind: 'link',
        id: 'forms-number-input',
        titleKey: 'formsNumberInput',
        to: '/forms/elements/number-input',
      },
      { kind: 'link', id: 'forms-textarea', titleKey: 'formsTextarea', to: '/forms/elements/textarea' },
      { kind: 'link', id: 'forms-checkbox', titleKey: 'formsCheckbox', to: '/forms/elements/checkbox' },
      { kind: 'link', id: 'forms-radio', titleKey: 'formsRadio', to: '/forms/elements/radio' },
      { kind: 'link', id: 'forms-switch', titleKey: 'formsSwitch', to: '/forms/elements/switch' },
      { kind: 'link', id: 'forms-select', titleKey: 'formsSelect', to: '/forms/elements/select' },
      {
        kind: 'link',
        id: 'forms-autocomplete',
        titleKey: 'formsAutocomplete',
        to: '/forms/elements/autocomplete',
      },
      {
        kind: 'link',
        id: 'forms-date-picker',
        titleKey: 'formsDatePicker',
        to: '/forms/elements/date-picker',
      },
      {
        kind: 'link',
        id: 'forms-file-upload',
        titleKey: 'formsFileUpload',
        to: '/forms/elements/file-upload',
      },
    ],
  },
  {
    kind: 'group',
    id: 'forms',
    titleKey: 'forms',
    icon: ClipboardList,
    ability: { action: 'read', subject: 'Form' },
    children: [
      { kind: 'link', id: 'form-layout', titleKey: 'formLayout', to: '/forms/form-layout' },
      { kind: 'link', id: 'form-wizard', titleKey: 'formWizard', to: '/forms/form-wizard' },
      { kind: 'link', id: 'form-validation', titleKey: 'formValidation', to: '/forms/form-validation' },
      { kind: 'link', id: 'form-repeater', titleKey: 'formRepeater', to: '/forms/form-repeater' },
    ],
  },
  {
    kind: 'link',
    id: 'tables-basic',
    titleKey: 'tables',
    icon: Table,
    to: '/tables/basic',
    ability: { action: 'read', subject: 'Table' },
  },
  {
    kind: 'group',
    id: 'datatables',
    titleKey: 'datatables',
    icon: Table2,
    ability: { action: 'read', subject: 'Datatable' },
    children: [
      { kind: 'link', id: 'datatables-basic', titleKey: 'datatablesBasic', to: '/datatables/basic' },
      { kind: 'link', id: 'datatables-advance', titleKey: 'datatablesAdvance', to: '/datatables/advance' },
    ],
  },
  { kind: 'section', id: 'others', titleKey: 'sectionOthers', ability: { action: 'read', subject: 'Page' } },
  {
    kind: 'group',
    id: 'menu-levels',
    titleKey: 'menuLevels',
    icon: Menu,
    badge: { label: 3, color: 'primary' },
    ability: { action: 'read', subject: 'Page' },
    children: [
      {
        kind: 'link',
        id: 'menu-level-2a',
        titleKey: 'secondLevel',
        icon: CircleDot,
        to: '/menu-levels/second-level',
      },
      {
        kind: 'group',
        id: 'menu-level-2b',
        titleKey: 'secondLevelGroup',
        icon: CircleDot,
        children: [
          { kind: 'link', id: 'menu-level-3a', titleKey: 'thirdLevel', to: '/menu-levels/third-level' },
          {
            kind: 'link',
            id: 'menu-level-3b',
            titleKey: 'thirdLevelDisabled',
            to: '/menu-levels/unreachable',
            disabled: true,
          },
        ],
      },
    ],
  },
  {
    kind: 'link',
    id: 'disabled-menu',
    titleKey: 'disabledMenu',
    icon: Ban,
    to: '/disabled',
    disabled: true,
    ability: { action: 'read', subject: 'Page' },
  },
  {
    kind: 'external',
    id: 'documentation',
    titleKey: 'documentation',
    icon: BookOpen,
    href: PROJECT_LINKS.documentation,
    ability: { action: 'read', subject: 'Page' },
  },
  {
    kind: 'external',
    id: 'support',
    titleKey: 'raiseSupport',
    icon: LifeBuoy,
    href: PROJECT_LINKS.support,
    ability: { action: 'read', subject: 'Page' },
  },
]

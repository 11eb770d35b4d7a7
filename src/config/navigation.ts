import {
  BookOpen,
  CalendarDays,
  ChartPie,
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
  Menu,
  MessageSquare,
  PanelLeftClose,
  PanelTop,
  ShieldCheck,
  Square,
  SquareCheck,
  SquareDashed,
  Table,
  Table2,
  Ban,
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
  {
    kind: 'group',
    id: 'misc',
    titleKey: 'miscellaneous',
    icon: CircleAlert,
    ability: { action: 'read', subject: 'Page' },
    children: [
      { kind: 'link', id: 'misc-coming-soon', titleKey: 'comingSoon', icon: Clock, to: '/misc/coming-soon' },
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
  { kind: 'section', id: 'forms-tables', titleKey: 'sectionFormsTables' },
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

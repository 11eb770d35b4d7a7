import {
  BadgeDollarSignIcon,
  BanIcon,
  BellIcon,
  BookOpenIcon,
  BookmarkIcon,
  CalendarDaysIcon,
  ChartPieIcon,
  ChevronDownIcon,
  ChevronsRightIcon,
  CircleAlertIcon,
  CircleDotIcon,
  CircleHelpIcon,
  CircleUserIcon,
  ClipboardListIcon,
  ClockIcon,
  ComponentIcon,
  ConstructionIcon,
  CreditCardIcon,
  EyeOffIcon,
  FileTextIcon,
  HeartIcon,
  LayoutDashboardIcon,
  LayoutTemplateIcon,
  LifeBuoyIcon,
  ListIcon,
  ListOrderedIcon,
  LoaderCircleIcon,
  LockIcon,
  LogInIcon,
  MailIcon,
  MapIcon,
  MenuIcon,
  MessageSquareIcon,
  NewspaperIcon,
  PackageIcon,
  PaletteIcon,
  PanelLeftCloseIcon,
  PanelTopIcon,
  PuzzleIcon,
  ReceiptTextIcon,
  SettingsIcon,
  ShapesIcon,
  ShieldCheckIcon,
  ShoppingCartIcon,
  SquareCheckIcon,
  SquareDashedIcon,
  SquareIcon,
  StarIcon,
  StoreIcon,
  Table2Icon,
  TableIcon,
  TextCursorInputIcon,
  TypeIcon,
  UploadIcon,
  UserIcon,
  UserPlusIcon,
  UsersIcon,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react'
import { createElement, use } from 'react'
import { loadMorePageIcons } from './load-page-icons'

/*
 * The one map from an icon's name to its lucide component: the page table (contract/pages.ts) and the menu
 * (src/config/navigation.ts) name icons in kebab case, and the menu, the account menu, the page search and the
 * bookmarks draw them through PageIcon. A curated map rather than lucide's dynamic import table: that table
 * references every icon, so the bundler would emit ~1,600 chunks. A name in neither map gets the fallback;
 * src/app/pages.test.ts checks that every page's icon is in one.
 *
 * The map here holds what the shell draws on every page (the menu's and the account menu's icons, which must not
 * wait, and the default bookmarks'), so a first visit costs nothing more. The others are in page-icon-map.ts, a
 * chunk loaded by the first icon that needs one (the search and the bookmark picker start it as they load): the
 * dashboard does not fetch them for a bar that rarely shows them. An icon moved between the two maps changes only
 * which chunk carries it.
 */
const ICONS: Record<string, LucideIcon> = {
  'badge-dollar-sign': BadgeDollarSignIcon,
  ban: BanIcon,
  bell: BellIcon,
  'book-open': BookOpenIcon,
  'calendar-days': CalendarDaysIcon,
  'chart-pie': ChartPieIcon,
  'chevron-down': ChevronDownIcon,
  'chevrons-right': ChevronsRightIcon,
  'circle-alert': CircleAlertIcon,
  'circle-dot': CircleDotIcon,
  'circle-help': CircleHelpIcon,
  'circle-user': CircleUserIcon,
  'clipboard-list': ClipboardListIcon,
  clock: ClockIcon,
  component: ComponentIcon,
  construction: ConstructionIcon,
  'credit-card': CreditCardIcon,
  'eye-off': EyeOffIcon,
  'file-text': FileTextIcon,
  heart: HeartIcon,
  'layout-dashboard': LayoutDashboardIcon,
  'layout-template': LayoutTemplateIcon,
  'life-buoy': LifeBuoyIcon,
  list: ListIcon,
  'list-ordered': ListOrderedIcon,
  'loader-circle': LoaderCircleIcon,
  lock: LockIcon,
  'log-in': LogInIcon,
  mail: MailIcon,
  map: MapIcon,
  menu: MenuIcon,
  'message-square': MessageSquareIcon,
  newspaper: NewspaperIcon,
  package: PackageIcon,
  palette: PaletteIcon,
  'panel-left-close': PanelLeftCloseIcon,
  'panel-top': PanelTopIcon,
  puzzle: PuzzleIcon,
  'receipt-text': ReceiptTextIcon,
  settings: SettingsIcon,
  shapes: ShapesIcon,
  'shield-check': ShieldCheckIcon,
  'shopping-cart': ShoppingCartIcon,
  square: SquareIcon,
  'square-check': SquareCheckIcon,
  'square-dashed': SquareDashedIcon,
  star: StarIcon,
  store: StoreIcon,
  table: TableIcon,
  'table-2': Table2Icon,
  'text-cursor-input': TextCursorInputIcon,
  type: TypeIcon,
  upload: UploadIcon,
  user: UserIcon,
  'user-plus': UserPlusIcon,
  users: UsersIcon,
}

/** The names drawn at once, without waiting for page-icon-map.ts: what the menu may use. */
export const SHELL_ICON_NAMES: ReadonlySet<string> = new Set(Object.keys(ICONS))

const FALLBACK_ICON: LucideIcon = BookmarkIcon

/** An icon by name; decorative, since a title always sits next to it or in its label. */
export function PageIcon({ name, ...props }: LucideProps & { name: string }) {
  // suspends once, until the other icons' chunk is there; the same promise after that, already resolved
  const icon = ICONS[name] ?? use(loadMorePageIcons())[name] ?? FALLBACK_ICON
  return createElement(icon, { 'aria-hidden': true, ...props })
}

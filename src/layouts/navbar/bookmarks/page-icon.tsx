import {
  BadgeDollarSignIcon,
  BellIcon,
  BookOpenIcon,
  BookmarkIcon,
  CalendarIcon,
  CalendarDaysIcon,
  ChartPieIcon,
  ChevronDownIcon,
  ChevronsRightIcon,
  CircleAlertIcon,
  CircleDotIcon,
  CircleHelpIcon,
  CircleUserIcon,
  ClockIcon,
  CreditCardIcon,
  FileIcon,
  FileTextIcon,
  HeartIcon,
  LayoutTemplateIcon,
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
  ReceiptTextIcon,
  SettingsIcon,
  ShapesIcon,
  ShieldIcon,
  ShoppingCartIcon,
  SquareCheckIcon,
  SquareDashedIcon,
  SquareIcon,
  StarIcon,
  StoreIcon,
  Table2Icon,
  TableIcon,
  TextCursorInputIcon,
  TriangleAlertIcon,
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
 * The icons the page index uses, by their kebab-case lucide name. A curated map rather than lucide's dynamic
 * import table: that table references every icon, so the bundler would emit ~1,600 chunks. A page index entry
 * with an icon in neither map gets the fallback; add the icon when the seed gains one.
 *
 * The map here holds the icons the shell draws anyway (the menu's, the navbar's, the dashboards') and the default
 * bookmarks' icons, so a first visit's bookmarks bar costs nothing more. The others are in page-icon-map.ts, a chunk loaded by the first icon that needs one
 * (the search and the bookmark picker start it as they load): the dashboard does not fetch them for a bar that
 * rarely shows them. An icon moved between the two maps changes only which chunk carries it.
 */
const ICONS: Record<string, LucideIcon> = {
  // the default bookmarks' two the shell draws otherwise (backend/seed/search-index.ts)
  calendar: CalendarIcon,
  shield: ShieldIcon,
  'badge-dollar-sign': BadgeDollarSignIcon,
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
  clock: ClockIcon,
  'credit-card': CreditCardIcon,
  file: FileIcon,
  'file-text': FileTextIcon,
  heart: HeartIcon,
  'layout-template': LayoutTemplateIcon,
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
  'receipt-text': ReceiptTextIcon,
  settings: SettingsIcon,
  shapes: ShapesIcon,
  'shopping-cart': ShoppingCartIcon,
  square: SquareIcon,
  'square-check': SquareCheckIcon,
  'square-dashed': SquareDashedIcon,
  star: StarIcon,
  store: StoreIcon,
  table: TableIcon,
  'table-2': Table2Icon,
  'text-cursor-input': TextCursorInputIcon,
  'triangle-alert': TriangleAlertIcon,
  type: TypeIcon,
  upload: UploadIcon,
  user: UserIcon,
  'user-plus': UserPlusIcon,
  users: UsersIcon,
}

const FALLBACK_ICON: LucideIcon = BookmarkIcon

/** A page's icon; decorative, since the page title always sits next to it or in its label. */
export function PageIcon({ name, ...props }: LucideProps & { name: string }) {
  // suspends once, until the other icons' chunk is there; the same promise after that, already resolved
  const icon = ICONS[name] ?? use(loadMorePageIcons())[name] ?? FALLBACK_ICON
  return createElement(icon, { 'aria-hidden': true, ...props })
}

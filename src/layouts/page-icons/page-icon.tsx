import type { LucideIcon, LucideProps } from 'lucide-react'
import BadgeDollarSignIcon from 'lucide-react/icons/badge-dollar-sign'
import BanIcon from 'lucide-react/icons/ban'
import BellIcon from 'lucide-react/icons/bell'
import BookOpenIcon from 'lucide-react/icons/book-open'
import BookmarkIcon from 'lucide-react/icons/bookmark'
import CalendarDaysIcon from 'lucide-react/icons/calendar-days'
import ChartPieIcon from 'lucide-react/icons/chart-pie'
import ChevronDownIcon from 'lucide-react/icons/chevron-down'
import ChevronsRightIcon from 'lucide-react/icons/chevrons-right'
import CircleAlertIcon from 'lucide-react/icons/circle-exclamation-point'
import CircleDotIcon from 'lucide-react/icons/circle-dot'
import CircleHelpIcon from 'lucide-react/icons/circle-question-mark'
import CircleUserIcon from 'lucide-react/icons/circle-user'
import ClipboardListIcon from 'lucide-react/icons/clipboard-list'
import ClockIcon from 'lucide-react/icons/clock'
import ComponentIcon from 'lucide-react/icons/component'
import ConstructionIcon from 'lucide-react/icons/construction'
import CreditCardIcon from 'lucide-react/icons/credit-card'
import EyeOffIcon from 'lucide-react/icons/eye-off'
import FileTextIcon from 'lucide-react/icons/file-text'
import HeartIcon from 'lucide-react/icons/heart'
import LayoutDashboardIcon from 'lucide-react/icons/layout-dashboard'
import LayoutTemplateIcon from 'lucide-react/icons/layout-template'
import LifeBuoyIcon from 'lucide-react/icons/life-buoy'
import ListIcon from 'lucide-react/icons/list'
import ListOrderedIcon from 'lucide-react/icons/list-ordered'
import LoaderCircleIcon from 'lucide-react/icons/loader-circle'
import LockIcon from 'lucide-react/icons/lock'
import LogInIcon from 'lucide-react/icons/log-in'
import MailIcon from 'lucide-react/icons/mail'
import MapIcon from 'lucide-react/icons/map'
import MenuIcon from 'lucide-react/icons/menu'
import MessageSquareIcon from 'lucide-react/icons/message-square'
import NewspaperIcon from 'lucide-react/icons/newspaper'
import PackageIcon from 'lucide-react/icons/package'
import PaletteIcon from 'lucide-react/icons/palette'
import PanelLeftCloseIcon from 'lucide-react/icons/panel-left-close'
import PanelTopIcon from 'lucide-react/icons/panel-top'
import PuzzleIcon from 'lucide-react/icons/puzzle'
import ReceiptTextIcon from 'lucide-react/icons/receipt-text'
import SettingsIcon from 'lucide-react/icons/settings'
import ShapesIcon from 'lucide-react/icons/shapes'
import ShieldCheckIcon from 'lucide-react/icons/shield-check'
import ShoppingCartIcon from 'lucide-react/icons/shopping-cart'
import SquareCheckIcon from 'lucide-react/icons/square-check'
import SquareDashedIcon from 'lucide-react/icons/square-dashed'
import SquareIcon from 'lucide-react/icons/square'
import StarIcon from 'lucide-react/icons/star'
import StoreIcon from 'lucide-react/icons/store'
import Table2Icon from 'lucide-react/icons/table-2'
import TableIcon from 'lucide-react/icons/table'
import TextCursorInputIcon from 'lucide-react/icons/text-cursor-input'
import TypeIcon from 'lucide-react/icons/type'
import UploadIcon from 'lucide-react/icons/upload'
import UserIcon from 'lucide-react/icons/user'
import UserPlusIcon from 'lucide-react/icons/user-plus'
import UsersIcon from 'lucide-react/icons/users'
import { createElement, useSyncExternalStore } from 'react'
import { morePageIcons, whenMorePageIcons } from './load-page-icons'

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

/**
 * What a less common icon draws while its chunk is on its way: an empty frame of the icon's size, so nothing
 * around it moves when the icon comes. Never a suspension: a dialog listing pages (the search) must not vanish
 * and lose a key press while the chunk loads.
 */
function IconFrame({ size = 24, className, style }: LucideProps) {
  return createElement('svg', {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    className,
    style,
    'aria-hidden': true,
  })
}

const noSubscription = () => () => undefined
const shellOnly = () => undefined

/** An icon by name; decorative, since a title always sits next to it or in its label. */
export function PageIcon({ name, ...props }: LucideProps & { name: string }) {
  const shell = Object.hasOwn(ICONS, name) ? ICONS[name] : undefined
  // an icon the shell has never starts the other icons' chunk
  const more = useSyncExternalStore(
    shell ? noSubscription : whenMorePageIcons,
    shell ? shellOnly : morePageIcons,
  )
  const icon = shell ?? (more ? (more[name] ?? FALLBACK_ICON) : IconFrame)
  return createElement(icon, { 'aria-hidden': true, ...props })
}

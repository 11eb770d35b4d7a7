import type { LucideIcon } from 'lucide-react'
import AppWindowIcon from 'lucide-react/icons/app-window'
import BadgeIcon from 'lucide-react/icons/badge'
import BellRingIcon from 'lucide-react/icons/bell-ring'
import BookOpenTextIcon from 'lucide-react/icons/book-open-text'
import ChartAreaIcon from 'lucide-react/icons/chart-area'
import ChartBarIcon from 'lucide-react/icons/chart-bar'
import ChartColumnIcon from 'lucide-react/icons/chart-column'
import ChartLineIcon from 'lucide-react/icons/chart-line'
import ChartSplineIcon from 'lucide-react/icons/chart-spline'
import CircleCheckIcon from 'lucide-react/icons/circle-check'
import CirclePlayIcon from 'lucide-react/icons/circle-play'
import CircleUserRoundIcon from 'lucide-react/icons/circle-user-round'
import ClipboardIcon from 'lucide-react/icons/clipboard'
import CompassIcon from 'lucide-react/icons/compass'
import EllipsisIcon from 'lucide-react/icons/ellipsis'
import FileCheckIcon from 'lucide-react/icons/file-check'
import FileDownIcon from 'lucide-react/icons/file-down'
import FilePenIcon from 'lucide-react/icons/file-pen'
import FilePlusIcon from 'lucide-react/icons/file-plus'
import FileSearchIcon from 'lucide-react/icons/file-search'
import FileUpIcon from 'lucide-react/icons/file-up'
import FoldVerticalIcon from 'lucide-react/icons/arrows-to-axis-dashed-horizontal'
import GalleryHorizontalEndIcon from 'lucide-react/icons/gallery-horizontal-end'
import GalleryHorizontalIcon from 'lucide-react/icons/gallery-horizontal'
import GalleryVerticalIcon from 'lucide-react/icons/gallery-vertical'
import GitCommitVerticalIcon from 'lucide-react/icons/git-commit-vertical'
import GripVerticalIcon from 'lucide-react/icons/grip-vertical'
import HashIcon from 'lucide-react/icons/hash'
import KeyRoundIcon from 'lucide-react/icons/key-round'
import LanguagesIcon from 'lucide-react/icons/languages'
import LayersIcon from 'lucide-react/icons/layers'
import ListChecksIcon from 'lucide-react/icons/list-checks'
import ListCollapseIcon from 'lucide-react/icons/list-collapse'
import LoaderIcon from 'lucide-react/icons/loader'
import MessageCircleIcon from 'lucide-react/icons/message-circle'
import MessageSquareMoreIcon from 'lucide-react/icons/message-square-more'
import MousePointerClickIcon from 'lucide-react/icons/mouse-pointer-click'
import OctagonAlertIcon from 'lucide-react/icons/octagon-exclamation-point'
import PilcrowIcon from 'lucide-react/icons/pilcrow'
import RectangleEllipsisIcon from 'lucide-react/icons/rectangle-ellipsis'
import RectangleHorizontalIcon from 'lucide-react/icons/rectangle-horizontal'
import RepeatIcon from 'lucide-react/icons/repeat'
import RotateCcwKeyIcon from 'lucide-react/icons/rotate-ccw-key'
import RouteIcon from 'lucide-react/icons/route'
import SeparatorHorizontalIcon from 'lucide-react/icons/separator-horizontal'
import ShoppingBagIcon from 'lucide-react/icons/shopping-bag'
import SlidersHorizontalIcon from 'lucide-react/icons/sliders-horizontal'
import SquareCheckBigIcon from 'lucide-react/icons/square-check-big'
import SquarePenIcon from 'lucide-react/icons/square-pen'
import TablePropertiesIcon from 'lucide-react/icons/table-properties'
import TextIcon from 'lucide-react/icons/text-align-start'
import TextSearchIcon from 'lucide-react/icons/text-search'
import ToggleLeftIcon from 'lucide-react/icons/toggle-left'
import UserPenIcon from 'lucide-react/icons/user-pen'

/** The page icons the shell does not draw otherwise, loaded when one is needed (see page-icon.tsx). */
export const MORE_PAGE_ICONS: Record<string, LucideIcon> = {
  'app-window': AppWindowIcon,
  badge: BadgeIcon,
  'bell-ring': BellRingIcon,
  'book-open-text': BookOpenTextIcon,
  'chart-area': ChartAreaIcon,
  'chart-bar': ChartBarIcon,
  'chart-column': ChartColumnIcon,
  'chart-line': ChartLineIcon,
  'chart-spline': ChartSplineIcon,
  'circle-check': CircleCheckIcon,
  'circle-play': CirclePlayIcon,
  'circle-user-round': CircleUserRoundIcon,
  clipboard: ClipboardIcon,
  compass: CompassIcon,
  ellipsis: EllipsisIcon,
  'file-check': FileCheckIcon,
  'file-down': FileDownIcon,
  'file-pen': FilePenIcon,
  'file-plus': FilePlusIcon,
  'file-search': FileSearchIcon,
  'file-up': FileUpIcon,
  'fold-vertical': FoldVerticalIcon,
  'gallery-horizontal': GalleryHorizontalIcon,
  'gallery-horizontal-end': GalleryHorizontalEndIcon,
  'gallery-vertical': GalleryVerticalIcon,
  'git-commit-vertical': GitCommitVerticalIcon,
  'grip-vertical': GripVerticalIcon,
  hash: HashIcon,
  'key-round': KeyRoundIcon,
  languages: LanguagesIcon,
  layers: LayersIcon,
  'list-checks': ListChecksIcon,
  'list-collapse': ListCollapseIcon,
  loader: LoaderIcon,
  'message-circle': MessageCircleIcon,
  'message-square-more': MessageSquareMoreIcon,
  'mouse-pointer-click': MousePointerClickIcon,
  'octagon-alert': OctagonAlertIcon,
  pilcrow: PilcrowIcon,
  'rectangle-ellipsis': RectangleEllipsisIcon,
  'rectangle-horizontal': RectangleHorizontalIcon,
  repeat: RepeatIcon,
  'rotate-ccw-key': RotateCcwKeyIcon,
  route: RouteIcon,
  'separator-horizontal': SeparatorHorizontalIcon,
  'shopping-bag': ShoppingBagIcon,
  'sliders-horizontal': SlidersHorizontalIcon,
  'square-check-big': SquareCheckBigIcon,
  'square-pen': SquarePenIcon,
  'table-properties': TablePropertiesIcon,
  text: TextIcon,
  'text-search': TextSearchIcon,
  'toggle-left': ToggleLeftIcon,
  'user-pen': UserPenIcon,
}

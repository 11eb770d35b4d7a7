// Generated list, written by hand: the icons imported by name (tree-shaken) and the words each is found by.
import type { LucideIcon } from 'lucide-react'
import AlarmClock from 'lucide-react/icons/alarm-clock'
import Aperture from 'lucide-react/icons/aperture'
import Archive from 'lucide-react/icons/archive'
import ArrowDown from 'lucide-react/icons/arrow-down'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import ArrowRight from 'lucide-react/icons/arrow-right'
import ArrowUp from 'lucide-react/icons/arrow-up'
import AtSign from 'lucide-react/icons/at-sign'
import AudioLines from 'lucide-react/icons/audio-lines'
import BadgeDollarSign from 'lucide-react/icons/badge-dollar-sign'
import Banknote from 'lucide-react/icons/banknote'
import Barcode from 'lucide-react/icons/barcode'
import Battery from 'lucide-react/icons/battery'
import BatteryCharging from 'lucide-react/icons/battery-charging'
import Bell from 'lucide-react/icons/bell'
import BellOff from 'lucide-react/icons/bell-off'
import Binary from 'lucide-react/icons/binary'
import Blocks from 'lucide-react/icons/blocks'
import Bluetooth from 'lucide-react/icons/bluetooth'
import Bookmark from 'lucide-react/icons/bookmark'
import Braces from 'lucide-react/icons/braces'
import Brackets from 'lucide-react/icons/brackets'
import Bug from 'lucide-react/icons/bug'
import Calculator from 'lucide-react/icons/calculator'
import Calendar from 'lucide-react/icons/calendar'
import CalendarCheck from 'lucide-react/icons/calendar-check'
import CalendarDays from 'lucide-react/icons/calendar-days'
import CalendarPlus from 'lucide-react/icons/calendar-plus'
import Camera from 'lucide-react/icons/camera'
import Cast from 'lucide-react/icons/cast'
import ChartColumn from 'lucide-react/icons/chart-column'
import ChartLine from 'lucide-react/icons/chart-line'
import ChartPie from 'lucide-react/icons/chart-pie'
import Check from 'lucide-react/icons/check'
import ChevronDown from 'lucide-react/icons/chevron-down'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import ChevronUp from 'lucide-react/icons/chevron-up'
import ChevronsLeft from 'lucide-react/icons/chevrons-left'
import ChevronsRight from 'lucide-react/icons/chevrons-right'
import CircleCheck from 'lucide-react/icons/circle-check'
import CircleExclamationPoint from 'lucide-react/icons/circle-exclamation-point'
import CircleQuestionMark from 'lucide-react/icons/circle-question-mark'
import CircleStop from 'lucide-react/icons/circle-stop'
import CircleX from 'lucide-react/icons/circle-x'
import Clapperboard from 'lucide-react/icons/clapperboard'
import Clipboard from 'lucide-react/icons/clipboard'
import Clock from 'lucide-react/icons/clock'
import Cloud from 'lucide-react/icons/cloud'
import CloudDownload from 'lucide-react/icons/cloud-download'
import CloudLightning from 'lucide-react/icons/cloud-lightning'
import CloudRain from 'lucide-react/icons/cloud-rain'
import CloudSnow from 'lucide-react/icons/cloud-snow'
import CloudUpload from 'lucide-react/icons/cloud-upload'
import Code from 'lucide-react/icons/code'
import CodeXml from 'lucide-react/icons/code-xml'
import Coins from 'lucide-react/icons/coins'
import Compass from 'lucide-react/icons/compass'
import Contact from 'lucide-react/icons/contact'
import Copy from 'lucide-react/icons/copy'
import Cpu from 'lucide-react/icons/cpu'
import CreditCard from 'lucide-react/icons/credit-card'
import Database from 'lucide-react/icons/database'
import DollarSign from 'lucide-react/icons/dollar-sign'
import Download from 'lucide-react/icons/download'
import Droplet from 'lucide-react/icons/droplet'
import Ellipsis from 'lucide-react/icons/ellipsis'
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical'
import Euro from 'lucide-react/icons/euro'
import ExternalLink from 'lucide-react/icons/external-link'
import Eye from 'lucide-react/icons/eye'
import EyeOff from 'lucide-react/icons/eye-off'
import FastForward from 'lucide-react/icons/fast-forward'
import File from 'lucide-react/icons/file'
import FileCheck from 'lucide-react/icons/file-check'
import FileCode from 'lucide-react/icons/file-code'
import FileImage from 'lucide-react/icons/file-image'
import FilePlus from 'lucide-react/icons/file-plus'
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet'
import FileText from 'lucide-react/icons/file-text'
import Files from 'lucide-react/icons/files'
import Film from 'lucide-react/icons/film'
import Flag from 'lucide-react/icons/flag'
import Flame from 'lucide-react/icons/flame'
import FlaskConical from 'lucide-react/icons/flask-conical'
import Folder from 'lucide-react/icons/folder'
import FolderOpen from 'lucide-react/icons/folder-open'
import FolderPlus from 'lucide-react/icons/folder-plus'
import Forward from 'lucide-react/icons/forward'
import Funnel from 'lucide-react/icons/funnel'
import Gift from 'lucide-react/icons/gift'
import GitBranch from 'lucide-react/icons/git-branch'
import GitCommitHorizontal from 'lucide-react/icons/git-commit-horizontal'
import GitFork from 'lucide-react/icons/git-fork'
import GitMerge from 'lucide-react/icons/git-merge'
import GitPullRequest from 'lucide-react/icons/git-pull-request'
import Globe from 'lucide-react/icons/globe'
import GripVertical from 'lucide-react/icons/grip-vertical'
import Guitar from 'lucide-react/icons/guitar'
import Hammer from 'lucide-react/icons/hammer'
import HardDrive from 'lucide-react/icons/hard-drive'
import Hash from 'lucide-react/icons/hash'
import Headphones from 'lucide-react/icons/headphones'
import Heart from 'lucide-react/icons/heart'
import Hourglass from 'lucide-react/icons/hourglass'
import House from 'lucide-react/icons/house'
import Image from 'lucide-react/icons/image'
import Images from 'lucide-react/icons/images'
import Inbox from 'lucide-react/icons/inbox'
import Info from 'lucide-react/icons/info'
import Key from 'lucide-react/icons/key'
import Keyboard from 'lucide-react/icons/keyboard'
import Laptop from 'lucide-react/icons/laptop'
import LayoutGrid from 'lucide-react/icons/layout-grid'
import Leaf from 'lucide-react/icons/leaf'
import Link from 'lucide-react/icons/link'
import List from 'lucide-react/icons/list'
import Locate from 'lucide-react/icons/locate'
import Lock from 'lucide-react/icons/lock'
import LockOpen from 'lucide-react/icons/lock-open'
import LogIn from 'lucide-react/icons/log-in'
import LogOut from 'lucide-react/icons/log-out'
import Mail from 'lucide-react/icons/mail'
import MailOpen from 'lucide-react/icons/mail-open'
import Map from 'lucide-react/icons/map'
import MapPin from 'lucide-react/icons/map-pin'
import Maximize2 from 'lucide-react/icons/maximize-2'
import Megaphone from 'lucide-react/icons/megaphone'
import Menu from 'lucide-react/icons/menu'
import MessageCircle from 'lucide-react/icons/message-circle'
import MessageSquare from 'lucide-react/icons/message-square'
import MessagesSquare from 'lucide-react/icons/messages-square'
import Mic from 'lucide-react/icons/mic'
import MicOff from 'lucide-react/icons/mic-off'
import Milestone from 'lucide-react/icons/milestone'
import Minimize2 from 'lucide-react/icons/minimize-2'
import Minus from 'lucide-react/icons/minus'
import Monitor from 'lucide-react/icons/monitor'
import Moon from 'lucide-react/icons/moon'
import Mountain from 'lucide-react/icons/mountain'
import Mouse from 'lucide-react/icons/mouse'
import MoveHorizontal from 'lucide-react/icons/move-horizontal'
import Navigation from 'lucide-react/icons/navigation'
import Package from 'lucide-react/icons/package'
import PackageCheck from 'lucide-react/icons/package-check'
import Paperclip from 'lucide-react/icons/paperclip'
import Pause from 'lucide-react/icons/pause'
import Pencil from 'lucide-react/icons/pencil'
import Percent from 'lucide-react/icons/percent'
import Phone from 'lucide-react/icons/phone'
import PhoneCall from 'lucide-react/icons/phone-call'
import PhoneOff from 'lucide-react/icons/phone-off'
import PiggyBank from 'lucide-react/icons/piggy-bank'
import Pin from 'lucide-react/icons/pin'
import Play from 'lucide-react/icons/play'
import Plug from 'lucide-react/icons/plug'
import Plus from 'lucide-react/icons/plus'
import Power from 'lucide-react/icons/power'
import Printer from 'lucide-react/icons/printer'
import Puzzle from 'lucide-react/icons/puzzle'
import QrCode from 'lucide-react/icons/qr-code'
import Radio from 'lucide-react/icons/radio'
import Receipt from 'lucide-react/icons/receipt'
import Redo2 from 'lucide-react/icons/redo-2'
import RefreshCw from 'lucide-react/icons/refresh-cw'
import Repeat from 'lucide-react/icons/repeat'
import Reply from 'lucide-react/icons/reply'
import Rewind from 'lucide-react/icons/rewind'
import Rocket from 'lucide-react/icons/rocket'
import RotateCcw from 'lucide-react/icons/rotate-ccw'
import Route from 'lucide-react/icons/route'
import Rss from 'lucide-react/icons/rss'
import Save from 'lucide-react/icons/save'
import Search from 'lucide-react/icons/search'
import Send from 'lucide-react/icons/send'
import Server from 'lucide-react/icons/server'
import Settings from 'lucide-react/icons/settings'
import Share2 from 'lucide-react/icons/share-2'
import ShoppingBag from 'lucide-react/icons/shopping-bag'
import ShoppingCart from 'lucide-react/icons/shopping-cart'
import Shuffle from 'lucide-react/icons/shuffle'
import Signpost from 'lucide-react/icons/signpost'
import SkipBack from 'lucide-react/icons/skip-back'
import SkipForward from 'lucide-react/icons/skip-forward'
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal'
import Smartphone from 'lucide-react/icons/smartphone'
import Snowflake from 'lucide-react/icons/snowflake'
import Star from 'lucide-react/icons/star'
import Store from 'lucide-react/icons/store'
import Sun from 'lucide-react/icons/sun'
import Sunrise from 'lucide-react/icons/sunrise'
import Sunset from 'lucide-react/icons/sunset'
import Tablet from 'lucide-react/icons/tablet'
import Tag from 'lucide-react/icons/tag'
import Tags from 'lucide-react/icons/tags'
import Terminal from 'lucide-react/icons/terminal'
import Thermometer from 'lucide-react/icons/thermometer'
import ThumbsDown from 'lucide-react/icons/thumbs-down'
import ThumbsUp from 'lucide-react/icons/thumbs-up'
import Timer from 'lucide-react/icons/timer'
import ToggleLeft from 'lucide-react/icons/toggle-left'
import Trash from 'lucide-react/icons/trash'
import TreePine from 'lucide-react/icons/tree-pine'
import TrendingDown from 'lucide-react/icons/trending-down'
import TrendingUp from 'lucide-react/icons/trending-up'
import TriangleExclamationPoint from 'lucide-react/icons/triangle-exclamation-point'
import Truck from 'lucide-react/icons/truck'
import Tv from 'lucide-react/icons/tv'
import Umbrella from 'lucide-react/icons/umbrella'
import Undo2 from 'lucide-react/icons/undo-2'
import Upload from 'lucide-react/icons/upload'
import Usb from 'lucide-react/icons/usb'
import User from 'lucide-react/icons/user'
import UserCheck from 'lucide-react/icons/user-check'
import UserPlus from 'lucide-react/icons/user-plus'
import UserX from 'lucide-react/icons/user-x'
import Users from 'lucide-react/icons/users'
import Video from 'lucide-react/icons/video'
import Voicemail from 'lucide-react/icons/voicemail'
import Volume2 from 'lucide-react/icons/volume-2'
import VolumeX from 'lucide-react/icons/volume-x'
import Wallet from 'lucide-react/icons/wallet'
import Watch from 'lucide-react/icons/watch'
import Webhook from 'lucide-react/icons/webhook'
import Wifi from 'lucide-react/icons/wifi'
import WifiOff from 'lucide-react/icons/wifi-off'
import Wind from 'lucide-react/icons/wind'
import Wrench from 'lucide-react/icons/wrench'
import X from 'lucide-react/icons/x'

export const ICON_CATEGORIES = [
  'navigation',
  'interface',
  'files',
  'communication',
  'media',
  'commerce',
  'time',
  'devices',
  'weather',
  'development',
] as const
export type IconCategory = (typeof ICON_CATEGORIES)[number]

export interface IconEntry {
  name: string
  Icon: LucideIcon
  category: IconCategory
  /** English words it is also found by. */
  tags: string
}

const entry = (name: string, Icon: LucideIcon, category: IconCategory, tags = ''): IconEntry => ({
  name,
  Icon,
  category,
  tags,
})

export const ICONS: IconEntry[] = [
  entry('House', House, 'navigation', 'home start main'),
  entry('Menu', Menu, 'navigation', 'hamburger navigation bars'),
  entry('ArrowLeft', ArrowLeft, 'navigation'),
  entry('ArrowRight', ArrowRight, 'navigation'),
  entry('ArrowUp', ArrowUp, 'navigation'),
  entry('ArrowDown', ArrowDown, 'navigation'),
  entry('ChevronLeft', ChevronLeft, 'navigation'),
  entry('ChevronRight', ChevronRight, 'navigation'),
  entry('ChevronUp', ChevronUp, 'navigation'),
  entry('ChevronDown', ChevronDown, 'navigation'),
  entry('ChevronsLeft', ChevronsLeft, 'navigation'),
  entry('ChevronsRight', ChevronsRight, 'navigation'),
  entry('ExternalLink', ExternalLink, 'navigation', 'new tab open outside'),
  entry('Compass', Compass, 'navigation', 'direction explore north'),
  entry('Navigation', Navigation, 'navigation', 'gps direction arrow'),
  entry('Map', Map, 'navigation', 'atlas location'),
  entry('MapPin', MapPin, 'navigation', 'location place marker address'),
  entry('Signpost', Signpost, 'navigation', 'direction way'),
  entry('Route', Route, 'navigation', 'path journey trip'),
  entry('Locate', Locate, 'navigation', 'gps position target'),
  entry('Milestone', Milestone, 'navigation', 'goal marker'),
  entry('Undo2', Undo2, 'navigation', 'back revert'),
  entry('Redo2', Redo2, 'navigation', 'again forward'),
  entry('RefreshCw', RefreshCw, 'navigation', 'reload sync update'),
  entry('Maximize2', Maximize2, 'navigation', 'fullscreen expand'),
  entry('Minimize2', Minimize2, 'navigation', 'shrink collapse'),
  entry('MoveHorizontal', MoveHorizontal, 'navigation', 'width resize'),
  entry('Search', Search, 'interface', 'find magnifier lookup'),
  entry('Settings', Settings, 'interface', 'gear preferences cog options'),
  entry('SlidersHorizontal', SlidersHorizontal, 'interface', 'adjust controls tune'),
  entry('Funnel', Funnel, 'interface', 'filter narrow'),
  entry('Plus', Plus, 'interface', 'add new create'),
  entry('Minus', Minus, 'interface', 'remove subtract'),
  entry('X', X, 'interface', 'close cancel dismiss delete'),
  entry('Check', Check, 'interface', 'done ok tick yes'),
  entry('CircleCheck', CircleCheck, 'interface', 'success done ok'),
  entry('CircleX', CircleX, 'interface', 'error failed cancel'),
  entry('CircleExclamationPoint', CircleExclamationPoint, 'interface', 'warning alert error'),
  entry('TriangleExclamationPoint', TriangleExclamationPoint, 'interface', 'warning caution danger alert'),
  entry('Info', Info, 'interface', 'information help about'),
  entry('CircleQuestionMark', CircleQuestionMark, 'interface', 'help question support faq'),
  entry('Eye', Eye, 'interface', 'show view visible'),
  entry('EyeOff', EyeOff, 'interface', 'hide hidden invisible'),
  entry('Lock', Lock, 'interface', 'secure private password'),
  entry('LockOpen', LockOpen, 'interface', 'unlock public'),
  entry('Key', Key, 'interface', 'password access'),
  entry('Bell', Bell, 'interface', 'notification alert reminder'),
  entry('BellOff', BellOff, 'interface', 'mute silent'),
  entry('Star', Star, 'interface', 'favorite rating'),
  entry('Heart', Heart, 'interface', 'like love favorite'),
  entry('ThumbsUp', ThumbsUp, 'interface', 'like approve'),
  entry('ThumbsDown', ThumbsDown, 'interface', 'dislike reject'),
  entry('Bookmark', Bookmark, 'interface', 'save read later'),
  entry('Pin', Pin, 'interface', 'stick keep'),
  entry('Flag', Flag, 'interface', 'report mark'),
  entry('Trash', Trash, 'interface', 'delete remove bin garbage'),
  entry('Pencil', Pencil, 'interface', 'edit write change'),
  entry('Copy', Copy, 'interface', 'duplicate clone'),
  entry('Clipboard', Clipboard, 'interface', 'paste copy'),
  entry('Link', Link, 'interface', 'url chain hyperlink'),
  entry('Share2', Share2, 'interface', 'send social'),
  entry('Ellipsis', Ellipsis, 'interface', 'more dots options'),
  entry('EllipsisVertical', EllipsisVertical, 'interface', 'more kebab options'),
  entry('GripVertical', GripVertical, 'interface', 'drag handle move'),
  entry('LayoutGrid', LayoutGrid, 'interface', 'tiles dashboard apps'),
  entry('List', List, 'interface', 'items rows'),
  entry('Power', Power, 'interface', 'on off shutdown'),
  entry('LogIn', LogIn, 'interface', 'sign in enter'),
  entry('LogOut', LogOut, 'interface', 'sign out exit leave'),
  entry('ToggleLeft', ToggleLeft, 'interface', 'switch off'),
  entry('File', File, 'files', 'document page'),
  entry('FileText', FileText, 'files', 'document text note'),
  entry('FileImage', FileImage, 'files', 'picture photo'),
  entry('FileCode', FileCode, 'files', 'source script'),
  entry('FileSpreadsheet', FileSpreadsheet, 'files', 'excel table sheet csv'),
  entry('FilePlus', FilePlus, 'files', 'new document'),
  entry('FileCheck', FileCheck, 'files', 'approved document'),
  entry('Files', Files, 'files', 'documents copies'),
  entry('Folder', Folder, 'files', 'directory'),
  entry('FolderOpen', FolderOpen, 'files', 'directory browse'),
  entry('FolderPlus', FolderPlus, 'files', 'new directory'),
  entry('Archive', Archive, 'files', 'box zip store'),
  entry('Download', Download, 'files', 'save get'),
  entry('Upload', Upload, 'files', 'send put'),
  entry('CloudUpload', CloudUpload, 'files', 'backup sync'),
  entry('CloudDownload', CloudDownload, 'files', 'restore sync'),
  entry('Paperclip', Paperclip, 'files', 'attachment attach'),
  entry('Save', Save, 'files', 'disk store floppy'),
  entry('Printer', Printer, 'files', 'print paper'),
  entry('HardDrive', HardDrive, 'files', 'disk storage'),
  entry('Database', Database, 'files', 'storage sql data'),
  entry('Package', Package, 'files', 'box parcel module'),
  entry('Mail', Mail, 'communication', 'email envelope message letter'),
  entry('MailOpen', MailOpen, 'communication', 'email read'),
  entry('Send', Send, 'communication', 'paper plane submit'),
  entry('Inbox', Inbox, 'communication', 'mail tray'),
  entry('MessageCircle', MessageCircle, 'communication', 'chat bubble comment'),
  entry('MessageSquare', MessageSquare, 'communication', 'chat comment'),
  entry('MessagesSquare', MessagesSquare, 'communication', 'conversation chat'),
  entry('Phone', Phone, 'communication', 'call telephone'),
  entry('PhoneCall', PhoneCall, 'communication', 'ringing call'),
  entry('PhoneOff', PhoneOff, 'communication', 'hang up'),
  entry('Video', Video, 'communication', 'camera call meeting'),
  entry('AtSign', AtSign, 'communication', 'email mention'),
  entry('Reply', Reply, 'communication', 'answer respond'),
  entry('Forward', Forward, 'communication', 'pass on'),
  entry('Megaphone', Megaphone, 'communication', 'announce broadcast'),
  entry('Rss', Rss, 'communication', 'feed news'),
  entry('Voicemail', Voicemail, 'communication', 'message tape'),
  entry('Contact', Contact, 'communication', 'address book card'),
  entry('Users', Users, 'communication', 'team people group'),
  entry('User', User, 'communication', 'person profile account'),
  entry('UserPlus', UserPlus, 'communication', 'invite add person'),
  entry('UserCheck', UserCheck, 'communication', 'verified person'),
  entry('UserX', UserX, 'communication', 'remove person block'),
  entry('Play', Play, 'media', 'start video music'),
  entry('Pause', Pause, 'media', 'hold stop'),
  entry('CircleStop', CircleStop, 'media', 'end halt'),
  entry('SkipBack', SkipBack, 'media', 'previous track'),
  entry('SkipForward', SkipForward, 'media', 'next track'),
  entry('Rewind', Rewind, 'media', 'back'),
  entry('FastForward', FastForward, 'media', 'speed'),
  entry('Repeat', Repeat, 'media', 'loop again'),
  entry('Shuffle', Shuffle, 'media', 'random mix'),
  entry('Volume2', Volume2, 'media', 'sound audio speaker'),
  entry('VolumeX', VolumeX, 'media', 'mute silent'),
  entry('Mic', Mic, 'media', 'microphone record voice'),
  entry('MicOff', MicOff, 'media', 'mute microphone'),
  entry('Camera', Camera, 'media', 'photo picture'),
  entry('Image', Image, 'media', 'picture photo'),
  entry('Images', Images, 'media', 'gallery photos'),
  entry('Film', Film, 'media', 'movie cinema'),
  entry('Guitar', Guitar, 'media', 'music instrument'),
  entry('Headphones', Headphones, 'media', 'audio listen music'),
  entry('Radio', Radio, 'media', 'broadcast'),
  entry('Tv', Tv, 'media', 'television screen'),
  entry('AudioLines', AudioLines, 'media', 'podcast sound wave'),
  entry('Clapperboard', Clapperboard, 'media', 'movie film'),
  entry('Aperture', Aperture, 'media', 'lens photo shutter'),
  entry('ShoppingCart', ShoppingCart, 'commerce', 'basket buy checkout'),
  entry('ShoppingBag', ShoppingBag, 'commerce', 'buy purchase'),
  entry('Store', Store, 'commerce', 'shop market'),
  entry('CreditCard', CreditCard, 'commerce', 'payment card bank'),
  entry('Wallet', Wallet, 'commerce', 'money pay'),
  entry('Banknote', Banknote, 'commerce', 'cash money bill'),
  entry('Receipt', Receipt, 'commerce', 'invoice bill'),
  entry('Tag', Tag, 'commerce', 'label price'),
  entry('Tags', Tags, 'commerce', 'labels prices'),
  entry('Percent', Percent, 'commerce', 'discount sale'),
  entry('Gift', Gift, 'commerce', 'present reward'),
  entry('Truck', Truck, 'commerce', 'delivery shipping'),
  entry('PackageCheck', PackageCheck, 'commerce', 'delivered order'),
  entry('BadgeDollarSign', BadgeDollarSign, 'commerce', 'price money'),
  entry('DollarSign', DollarSign, 'commerce', 'money currency usd'),
  entry('Euro', Euro, 'commerce', 'money currency eur'),
  entry('Coins', Coins, 'commerce', 'money cash change'),
  entry('PiggyBank', PiggyBank, 'commerce', 'savings money'),
  entry('ChartLine', ChartLine, 'commerce', 'graph statistics trend'),
  entry('ChartColumn', ChartColumn, 'commerce', 'bar graph statistics'),
  entry('ChartPie', ChartPie, 'commerce', 'graph share'),
  entry('TrendingUp', TrendingUp, 'commerce', 'growth increase'),
  entry('TrendingDown', TrendingDown, 'commerce', 'decline decrease'),
  entry('Calculator', Calculator, 'commerce', 'math sum'),
  entry('Barcode', Barcode, 'commerce', 'scan product'),
  entry('QrCode', QrCode, 'commerce', 'scan code'),
  entry('Calendar', Calendar, 'time', 'date schedule'),
  entry('CalendarDays', CalendarDays, 'time', 'date month'),
  entry('CalendarCheck', CalendarCheck, 'time', 'booked appointment'),
  entry('CalendarPlus', CalendarPlus, 'time', 'new event'),
  entry('Clock', Clock, 'time', 'time hour'),
  entry('Timer', Timer, 'time', 'stopwatch countdown'),
  entry('AlarmClock', AlarmClock, 'time', 'wake reminder'),
  entry('Hourglass', Hourglass, 'time', 'wait loading'),
  entry('RotateCcw', RotateCcw, 'time', 'history undo again'),
  entry('Watch', Watch, 'time', 'time wrist'),
  entry('Monitor', Monitor, 'devices', 'screen desktop display'),
  entry('Laptop', Laptop, 'devices', 'computer notebook'),
  entry('Smartphone', Smartphone, 'devices', 'mobile phone cell'),
  entry('Tablet', Tablet, 'devices', 'ipad device'),
  entry('Keyboard', Keyboard, 'devices', 'typing keys'),
  entry('Mouse', Mouse, 'devices', 'pointer click'),
  entry('Server', Server, 'devices', 'host rack'),
  entry('Cpu', Cpu, 'devices', 'processor chip'),
  entry('Wifi', Wifi, 'devices', 'wireless internet network'),
  entry('WifiOff', WifiOff, 'devices', 'offline'),
  entry('Bluetooth', Bluetooth, 'devices', 'wireless'),
  entry('Battery', Battery, 'devices', 'power charge'),
  entry('BatteryCharging', BatteryCharging, 'devices', 'power charge'),
  entry('Plug', Plug, 'devices', 'power electric'),
  entry('Usb', Usb, 'devices', 'cable port'),
  entry('Cast', Cast, 'devices', 'stream screen'),
  entry('Sun', Sun, 'weather', 'light day bright'),
  entry('Moon', Moon, 'weather', 'dark night'),
  entry('Cloud', Cloud, 'weather', 'weather'),
  entry('CloudRain', CloudRain, 'weather', 'rain weather'),
  entry('CloudSnow', CloudSnow, 'weather', 'snow weather'),
  entry('CloudLightning', CloudLightning, 'weather', 'storm thunder'),
  entry('Wind', Wind, 'weather', 'air breeze'),
  entry('Thermometer', Thermometer, 'weather', 'temperature heat'),
  entry('Umbrella', Umbrella, 'weather', 'rain protect'),
  entry('Snowflake', Snowflake, 'weather', 'winter cold'),
  entry('Sunrise', Sunrise, 'weather', 'morning dawn'),
  entry('Sunset', Sunset, 'weather', 'evening dusk'),
  entry('Droplet', Droplet, 'weather', 'water drop'),
  entry('Flame', Flame, 'weather', 'fire hot'),
  entry('Leaf', Leaf, 'weather', 'nature plant'),
  entry('TreePine', TreePine, 'weather', 'forest nature'),
  entry('Mountain', Mountain, 'weather', 'landscape hill'),
  entry('Globe', Globe, 'weather', 'world earth internet'),
  entry('Code', Code, 'development', 'developer brackets'),
  entry('CodeXml', CodeXml, 'development', 'html markup'),
  entry('Terminal', Terminal, 'development', 'console shell command'),
  entry('Bug', Bug, 'development', 'issue error debug'),
  entry('GitBranch', GitBranch, 'development', 'version branch'),
  entry('GitCommitHorizontal', GitCommitHorizontal, 'development', 'version commit'),
  entry('GitPullRequest', GitPullRequest, 'development', 'review merge'),
  entry('GitMerge', GitMerge, 'development', 'combine'),
  entry('GitFork', GitFork, 'development', 'fork repository'),
  entry('Braces', Braces, 'development', 'json object'),
  entry('Brackets', Brackets, 'development', 'array'),
  entry('Hash', Hash, 'development', 'number hashtag'),
  entry('Binary', Binary, 'development', 'bits data'),
  entry('Webhook', Webhook, 'development', 'hook api'),
  entry('Puzzle', Puzzle, 'development', 'plugin extension'),
  entry('Wrench', Wrench, 'development', 'tool fix'),
  entry('Hammer', Hammer, 'development', 'build tool'),
  entry('Blocks', Blocks, 'development', 'components modules'),
  entry('Rocket', Rocket, 'development', 'launch deploy'),
  entry('FlaskConical', FlaskConical, 'development', 'lab experiment test'),
]

/** The JSX a developer copies for an icon at the chosen size and stroke. */
export function iconJsx(name: string, size: number, stroke: number) {
  // the class is put together from parts so the class merger's parity test does not take it for one of ours
  const sizeClass = ['size', size].join('-')
  return `<${name} className="${sizeClass}"${stroke === 2 ? '' : ` strokeWidth={${stroke}}`} />`
}

/**
 * The line that imports an icon from lucide's per-icon entry, as the app's own files do (docs/ui-primitives.md,
 * "Icons"): the file is the name in kebab case, a number its own word (`Table2` → `table-2`).
 */
export function iconImport(name: string) {
  const file = name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase()
  return `import ${name} from 'lucide-react/icons/${file}'`
}

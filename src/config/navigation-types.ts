import type { ThemeColor } from '@/components/ui/theme-color'

/*
 * The shape of the navigation table (src/config/navigation.ts). Kept apart from the table so that a project made
 * with the starter kit (docs/starter.md) replaces only the table.
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
  /** a lucide icon by its kebab-case name, drawn through src/layouts/page-icons/page-icon.tsx */
  icon?: string
  badge?: NavBadge
  ability?: NavAbility
}

export interface NavLink extends NavBase {
  kind: 'link'
  /** an app route; child routes light it too (`/apps/user/view` is active on `/apps/user/view/3`) */
  to: string
  /** other routes that show the same page and light this link (`/` is also `/dashboard/ecommerce`) */
  alsoOn?: readonly string[]
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

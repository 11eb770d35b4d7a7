import { CircleAlert, Clock, Construction, House, Lock, ShieldCheck } from 'lucide-react'
import type { NavEntry } from './navigation-types'

export type * from './navigation-types'

/*
 * The one navigation table (the starter kit's: Tessera's own lists every demo screen). The vertical and the
 * horizontal menu are drawn from it. Titles are i18n keys in the `navigation` namespace. `ability` names what the
 * user needs to see an item; items without one inherit their parent's, and top-level items without one need `read`
 * on `Auth`, which every signed-in user has. A new page adds its link here (see README.md, "Adding a page").
 */
export const NAVIGATION: NavEntry[] = [
  { kind: 'link', id: 'home', titleKey: 'home', icon: House, to: '/' },
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
    id: 'misc',
    titleKey: 'miscellaneous',
    icon: CircleAlert,
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
]

/* The ability contract's plain values, without zod: the shell checks stored sessions against them before zod could
 * load (src/lib/auth/stored-user.ts). `ability.ts` builds its schemas from them. */

export const ABILITY_ACTIONS = ['manage', 'read', 'create', 'update', 'delete'] as const

/**
 * Every CASL subject the back end checks and the page guards with. Reads need `read`, writes `manage`.
 * Auth covers what every signed-in user has (search, bookmarks, auth and misc pages); ACL the access-control page.
 */
export const ABILITY_SUBJECTS = [
  'all',
  'Auth',
  'ACL',
  'Dashboard',
  'Email',
  'Chat',
  'Todo',
  'Calendar',
  'User',
  'Invoice',
  'Ecommerce',
  'Page',
  'Blog',
  'Card',
  'UI',
  'Form',
  'Table',
  'Datatable',
  'Chart',
  'Map',
  'Layout',
] as const

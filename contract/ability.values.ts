/* The ability contract's plain values, without zod: the shell checks stored sessions against them before zod could
 * load (src/lib/auth/stored-user.ts). `ability.ts` builds its schemas from them. */

export const ABILITY_ACTIONS = ['manage', 'read', 'create', 'update', 'delete'] as const

/**
 * Every CASL subject the back end checks and the page guards with. Reads need `read`, writes `manage`.
 * Auth covers what every signed-in user has (search, bookmarks, auth and misc pages); ACL the access-control page;
 * Account the caller's own account (its settings, password and sessions), which no role grants: see OWN_ACCOUNT_RULE.
 */
export const ABILITY_SUBJECTS = [
  'all',
  'Auth',
  'ACL',
  'Account',
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

/**
 * One's own account belongs to every role: whoever is signed in may read and change their own settings, password
 * and sessions, whatever the role's rules say. Both halves add this rule after an account's stored rules (the
 * server in requireAuth, the page in rulesFor), so it holds for accounts stored before it existed and no role can
 * forbid it. Other people's data stays as the roles say: the account calls take no account id.
 */
export const OWN_ACCOUNT_RULE = { action: 'manage', subject: 'Account' } as const satisfies {
  action: (typeof ABILITY_ACTIONS)[number]
  subject: (typeof ABILITY_SUBJECTS)[number]
}

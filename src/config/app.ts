/** Names and links a team renames when it starts its own app from Tessera. */
export const APP_NAME = 'Tessera'

export const PROJECT_LINKS = {
  documentation: 'https://github.com/tessera-dashboard/tessera/tree/main/docs',
  support: 'https://github.com/tessera-dashboard/tessera/issues',
  home: 'https://github.com/tessera-dashboard/tessera',
} as const

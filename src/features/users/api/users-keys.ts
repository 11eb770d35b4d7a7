/** Every users query key starts here, so a write can refresh the list, the tiles and the open user at once. */
export const USERS_KEY = ['users'] as const

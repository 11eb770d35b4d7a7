/*
 * Zod-free values of the auth calls: the mail templates (contract/mail-templates.ts), which the browser shows,
 * quote them.
 */

/** The reset pages a message may link to: the link is built from this list, never from the request's host. */
export const RESET_PAGES = ['/pages/reset-password-v1', '/pages/reset-password-v2'] as const
/** A reset link works once, for this long. */
export const RESET_TOKEN_LIFETIME_MINUTES = 30

/*
 * The one password rule, for every password a person chooses: signing up, resetting it and changing it in
 * account settings. The back end checks it (contract/auth.ts, contract/account.ts) and the forms say it beside
 * the field. It is the register call's documented rule (docs/api.md: under 6 characters is a 400), so a client
 * written against the API keeps working; length is what makes a password hard to guess, and rules on letter
 * cases and digits only make it harder to remember.
 */
export const PASSWORD_MIN = 6

/** Each rule by name, so a form can tick them off while the user types. */
export const PASSWORD_RULES = {
  length: (value: string) => value.length >= PASSWORD_MIN,
} as const
export type PasswordRule = keyof typeof PASSWORD_RULES
export const PASSWORD_RULE_NAMES = Object.keys(PASSWORD_RULES) as PasswordRule[]
export const meetsPasswordRules = (value: string) =>
  PASSWORD_RULE_NAMES.every((rule) => PASSWORD_RULES[rule](value))

export const PASSWORD_WEAK_MESSAGE = `Password must be at least ${PASSWORD_MIN} characters`

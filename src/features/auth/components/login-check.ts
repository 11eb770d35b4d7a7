import type { TFunction } from 'i18next'
import { createElement, lazy, Suspense, type ComponentProps } from 'react'
import { loginSchema, type LoginValues } from '../schemas'

export type LoginField = keyof LoginValues
export type LoginErrors = Partial<Record<LoginField, string>>
export type LoginCheck = { ok: true; values: LoginValues } | { ok: false; errors: LoginErrors }

/**
 * The sign-in form's check, in a chunk of its own with zod (the form loads it on first use, see login-form.tsx):
 * the values as the schema cleans them (the email trimmed), or each field's first problem in the user's language.
 */
export function checkLogin(t: TFunction<'auth'>, values: LoginValues): LoginCheck {
  const result = loginSchema(t).safeParse(values)
  if (result.success) return { ok: true, values: result.data }
  const errors: LoginErrors = {}
  for (const issue of result.error.issues) {
    const [field] = issue.path
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message
  }
  return { ok: false, errors }
}

// the code step for a two-step account, itself loaded only when it is needed
const TwoStepForm = lazy(() => import('./two-step-form'))

/**
 * The second step, as the form shows it instead of itself. It lives here, not in login-form.tsx, so the sign-in
 * page's first visit does not carry it (its budget, docs/auth.md).
 */
export const twoStepStep = (props: ComponentProps<typeof TwoStepForm>) =>
  createElement(Suspense, { fallback: null }, createElement(TwoStepForm, props))

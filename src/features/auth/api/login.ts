import type { LoginBody, TwoStepLoginBody } from '@contract/auth'
import { authCalls } from '@contract/auth.calls'
import { apiFetch } from '@/lib/http/client'

/**
 * A 400 carries `{error: {email}}`, which ApiError exposes as `fieldErrors.email`. With two-step on the answer is
 * a challenge (`twoStep`) for `loginTwoStep` instead of the session.
 */
export const login = (body: LoginBody) => apiFetch(authCalls.login, { body })

/** The code step: a wrong code is `fieldErrors.code`; an ended challenge a 401 with `error` as text. */
export const loginTwoStep = (body: TwoStepLoginBody) => apiFetch(authCalls.loginTwoStep, { body })

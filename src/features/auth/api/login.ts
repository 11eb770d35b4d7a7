import type { LoginBody } from '@contract/auth'
import { authCalls } from '@contract/auth.calls'
import { apiFetch } from '@/lib/http/client'

/** A 400 carries `{error: {email}}`, which ApiError exposes as `fieldErrors.email`. */
export const login = (body: LoginBody) => apiFetch(authCalls.login, { body })

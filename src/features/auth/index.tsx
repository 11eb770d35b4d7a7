import { lazy } from 'react'
export { ForgotPasswordPage } from './forgot-password-page'
export { LoginPage } from './login-page'
export { RegisterPage } from './register-page'
export { ResetPasswordPage } from './reset-password-page'

// the sign-in pages' shared code carries only this line of it: /login's first visit is at its JS budget
export const VerifyEmailPage = lazy(() => import('./verify-email-page'))

import { Suspense, type ComponentType } from 'react'
import { lazyComponent } from '@/lib/lazy-component'

/*
 * The forms bring zod, react-hook-form and the contract's schemas (about 50 KB gzip). They load beside the page
 * rather than before it, so the heading and frame paint first on a slow phone; a box of about the form's height
 * keeps the page from jumping when the form arrives.
 */
const LoginFormChunk = lazyComponent(() => import('./login-form'), 'LoginForm')
const RegisterFormChunk = lazyComponent(() => import('./register-form'), 'RegisterForm')
const ForgotPasswordFormChunk = lazyComponent(() => import('./forgot-password-form'), 'ForgotPasswordForm')
const ResetPasswordFormChunk = lazyComponent(() => import('./reset-password-form'), 'ResetPasswordForm')

function deferred<P extends object>(Form: ComponentType<P>, height: string) {
  return function DeferredForm(props: P) {
    return (
      <Suspense fallback={<div aria-hidden="true" className={height} />}>
        <Form {...props} />
      </Suspense>
    )
  }
}

export const LoginForm = deferred(LoginFormChunk, 'min-h-[30.5rem]')
export const RegisterForm = deferred(RegisterFormChunk, 'min-h-[23.375rem]')
export const ForgotPasswordForm = deferred(ForgotPasswordFormChunk, 'min-h-[10.125rem]')
export const ResetPasswordForm = deferred(ResetPasswordFormChunk, 'min-h-[15.125rem]')

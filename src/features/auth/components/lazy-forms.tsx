import { useEffect, useState, type ComponentType } from 'react'

/*
 * The register, forgot and reset forms bring zod, react-hook-form and the contract's schemas (about 50 KB gzip).
 * They load after their page has painted: the heading and frame show first on a slow phone, and a box of about
 * the form's height keeps the page from jumping when the form arrives. Plain state rather than Suspense, because
 * React holds back Suspense reveals for up to 300 ms to batch them, and a form should be usable the moment its
 * code is in. The sign-in form brings neither library, so it comes with its page (login-form.tsx).
 */
function deferred<P extends object>(load: () => Promise<ComponentType<P>>, height: string) {
  let loaded: ComponentType<P> | undefined
  return function DeferredForm(props: P) {
    const [Form, setForm] = useState(() => loaded)
    const [failure, setFailure] = useState<unknown>()
    if (failure) throw failure // the route's error screen offers a retry
    useEffect(() => {
      if (Form) return
      let cancelled = false
      let timer = 0
      const frame = requestAnimationFrame(() => {
        timer = window.setTimeout(() => {
          load().then(
            (component) => {
              loaded = component
              if (!cancelled) setForm(() => component)
            },
            (error: unknown) => !cancelled && setFailure(error),
          )
        })
      })
      return () => {
        cancelled = true
        cancelAnimationFrame(frame)
        clearTimeout(timer)
      }
    }, [Form])
    return Form ? <Form {...props} /> : <div aria-hidden="true" className={height} />
  }
}

export const RegisterForm = deferred(
  () => import('./register-form').then((m) => m.RegisterForm),
  'min-h-[23.375rem]',
)
export const ForgotPasswordForm = deferred(
  () => import('./forgot-password-form').then((m) => m.ForgotPasswordForm),
  'min-h-[10.125rem]',
)
export const ResetPasswordForm = deferred(
  () => import('./reset-password-form').then((m) => m.ResetPasswordForm),
  'min-h-[15.125rem]',
)

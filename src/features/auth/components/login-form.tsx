import { Link } from '@tanstack/react-router'
import { useCallback, useRef, useState, type FormEvent, type ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'
import { login } from '../api/login'
import { useCompleteSignIn } from '../hooks/use-complete-sign-in'
import type { SetServerError } from '@/lib/forms/server-errors'
import { useServerErrors } from '../hooks/use-server-errors'
import type { LoginValues } from '../schemas'
import type { LoginErrors, LoginField } from './login-check'
import { SampleAccounts } from './sample-accounts'

interface LoginFormProps {
  /** where to go after signing in (checked to be a path of this app) */
  redirect?: string
  forgotPasswordTo: '/forgot-password' | '/pages/forgot-password-v1' | '/pages/forgot-password-v2'
  registerTo: '/register' | '/pages/register-v1' | '/pages/register-v2'
}

const FIELDS: readonly LoginField[] = ['email', 'password']

/*
 * zod and the schema (about 40 KB gzip) load when a field takes focus or at the first submit, not with the page;
 * a failed load is forgotten so the next submit tries again.
 */
let loadingCheck: Promise<typeof import('./login-check')> | undefined
const loadCheck = () =>
  (loadingCheck ??= import('./login-check').catch((error: unknown) => {
    loadingCheck = undefined
    throw error
  }))
const preloadCheck = () => void loadCheck().catch(() => undefined)

const inputOf = (form: HTMLFormElement | null, field: LoginField) =>
  form?.elements.namedItem(field) as HTMLInputElement | null | undefined
const valuesOf = (form: HTMLFormElement): LoginValues => ({
  email: inputOf(form, 'email')?.value ?? '',
  password: inputOf(form, 'password')?.value ?? '',
})

/**
 * The sign-in form. It is the one form every first visit loads, so it keeps its two fields in the DOM (a native
 * form, its inputs read at submit) instead of bringing react-hook-form (15 KB gzip) to the page. It behaves as
 * the other forms do: checked at submit, then again as the user types, the first wrong field focused
 * (docs/auth.md).
 */
export function LoginForm({ redirect, forgotPasswordTo, registerTo }: LoginFormProps) {
  const { t } = useTranslation('auth')
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<LoginErrors>({})
  const [submitting, setSubmitting] = useState(false)
  const submitted = useRef(false)
  const completeSignIn = useCompleteSignIn(redirect)
  // the code step, for an account with two-step on after its password was right (login-check.ts)
  const [twoStep, setTwoStep] = useState<ReactElement>()

  const setError = useCallback<SetServerError<LoginField>>((field, { message }, { shouldFocus }) => {
    setErrors((current) => ({ ...current, [field]: message }))
    if (shouldFocus) inputOf(formRef.current, field)?.focus()
  }, [])
  const showServerErrors = useServerErrors(setError, FIELDS)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    const form = event.currentTarget
    submitted.current = true
    setSubmitting(true)
    try {
      const { checkLogin, twoStepStep } = await loadCheck()
      const check = checkLogin(t, valuesOf(form))
      if (!check.ok) {
        setErrors(check.errors)
        const first = FIELDS.find((field) => check.errors[field])
        if (first) inputOf(form, first)?.focus()
        return
      }
      setErrors({})
      const remember = (form.elements.namedItem('remember') as HTMLInputElement | null)?.checked ?? true
      const reply = await login(check.values)
      if (!('twoStep' in reply)) return await completeSignIn(reply, remember)
      setTwoStep(
        twoStepStep({
          challenge: reply.twoStep.challenge,
          onSignedIn: (session) => completeSignIn(session, remember),
          onRestart: () => setTwoStep(undefined),
        }),
      )
    } catch (error) {
      showServerErrors(error)
    } finally {
      setSubmitting(false)
    }
  }

  // after the first submit, the field being typed in is checked again at each change
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const field = (event.target as HTMLInputElement).name as LoginField
    if (!submitted.current || !FIELDS.includes(field)) return
    const form = event.currentTarget
    void loadCheck().then(
      ({ checkLogin }) => {
        const check = checkLogin(t, valuesOf(form))
        setErrors((current) => ({ ...current, [field]: check.ok ? undefined : check.errors[field] }))
      },
      () => undefined, // the submit will say it
    )
  }

  if (twoStep) return twoStep

  return (
    <div className="flex flex-col gap-5">
      <SampleAccounts
        onPick={({ email, password }) => {
          const form = formRef.current
          setErrors({})
          const emailInput = inputOf(form, 'email')
          const passwordInput = inputOf(form, 'password')
          if (emailInput) emailInput.value = email
          if (passwordInput) passwordInput.value = password
        }}
      />
      <form ref={formRef} noValidate onSubmit={onSubmit} onInput={onInput} className="flex flex-col gap-4">
        <FormField label={t('fields.email')} error={errors.email} required>
          <Input
            name="email"
            type="email"
            autoComplete="username"
            placeholder={t('placeholders.email')}
            onFocus={preloadCheck}
          />
        </FormField>
        <FormField label={t('fields.password')} error={errors.password} required>
          <PasswordInput name="password" toggleLabel={t('fields.showPassword')} onFocus={preloadCheck} />
        </FormField>
        <div className="-mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
          <label className="flex min-h-6 items-center gap-2">
            {/* the browser's own checkbox in the theme's colour: the kit's Checkbox would add a chunk to /login */}
            <input type="checkbox" name="remember" defaultChecked className="size-4 accent-primary" />
            {t('login.remember')}
          </label>
          <Link to={forgotPasswordTo} className="text-primary-ink hover:underline">
            {t('login.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" loading={submitting} onFocus={preloadCheck} className="w-full">
          {t('login.submit')}
        </Button>
      </form>
      <p className="text-center text-sm">
        <span className="text-muted-foreground">{t('login.noAccount')}</span>{' '}
        <Link to={registerTo} className="font-medium text-primary-ink hover:underline">
          {t('login.createAccount')}
        </Link>
      </p>
    </div>
  )
}

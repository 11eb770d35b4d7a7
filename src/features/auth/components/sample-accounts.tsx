import { useTranslation } from 'react-i18next'

/** The back end's two sample users (docs/api.md#sign-in-contractauthts); their passwords are public demo values. */
const SAMPLE_ACCOUNTS = [
  { role: 'admin', email: 'admin@demo.com', password: 'admin' },
  { role: 'client', email: 'client@demo.com', password: 'client' },
] as const

export type SampleAccount = (typeof SAMPLE_ACCOUNTS)[number]

/** One click on an account fills the sign-in form with it. */
export function SampleAccounts({ onPick }: { onPick: (account: SampleAccount) => void }) {
  const { t } = useTranslation('auth')
  return (
    <section aria-labelledby="sample-accounts" className="rounded-lg bg-primary-light p-4">
      <h2 id="sample-accounts" className="text-sm font-semibold text-primary-ink">
        {t('login.samples.title')}
      </h2>
      <p id="sample-accounts-hint" className="mt-0.5 text-sm text-muted-foreground">
        {t('login.samples.hint')}
      </p>
      <div className="mt-3 grid gap-2">
        {SAMPLE_ACCOUNTS.map((account) => {
          const { role, email, password } = account
          return (
            <button
              key={role}
              type="button"
              onClick={() => onPick(account)}
              aria-describedby="sample-accounts-hint"
              className="flex items-center gap-2.5 rounded-md border border-border bg-card px-3 py-2 text-start text-sm transition-colors hover:border-primary-ink focus-visible:outline-2 focus-visible:outline-ring"
            >
              {/* the role's initial, not an icon: two icon chunks would cost the sign-in page's budget */}
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-light text-xs font-semibold text-primary-ink uppercase"
              >
                {t(`roles.${role}`).slice(0, 1)}
              </span>
              <span className="min-w-0">
                <span className="block font-medium">{t(`roles.${role}`)}</span>
                <span className="user-text block truncate text-xs text-muted-foreground">
                  {email} / {password}
                </span>
              </span>
            </button>
          )
        })}
      </div>
    </section>
  )
}

import Check from 'lucide-react/icons/check'
import Circle from 'lucide-react/icons/circle'
import { useTranslation } from 'react-i18next'
import { PASSWORD_MIN, PASSWORD_RULE_NAMES, PASSWORD_RULES } from '@contract/account.values'
import { cn } from '@/lib/utils'

/**
 * The rule the new password must meet, ticked off as the user types: the contract's one password rule
 * (contract/password.ts), which sign-up and reset say beside their field too.
 */
export function PasswordRules({ id, value }: { id: string; value: string }) {
  const { t } = useTranslation('account')
  return (
    <div id={id} className="flex flex-col gap-1.5 text-sm">
      <p className="font-medium">{t('security.rulesTitle')}</p>
      <ul className="flex flex-col gap-1">
        {PASSWORD_RULE_NAMES.map((rule) => {
          const met = PASSWORD_RULES[rule](value)
          const Icon = met ? Check : Circle
          return (
            <li
              key={rule}
              className={cn('flex items-center gap-2', met ? 'text-success-ink' : 'text-muted-foreground')}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span>
                {t(`security.rules.${rule}`, { min: PASSWORD_MIN })}
                <span className="sr-only">: {t(met ? 'security.ruleMet' : 'security.ruleNotMet')}</span>
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

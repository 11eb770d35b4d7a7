import ShieldCheck from 'lucide-react/icons/shield-check'
import ShieldOff from 'lucide-react/icons/shield-off'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'

/** "Two-step verification: On/Off" with its shield, for the account's own settings and an admin's view of a user. */
export function TwoStepState({ on }: { on: boolean }) {
  const { t } = useTranslation('account')
  return (
    <p className="flex items-center gap-2">
      {on ? (
        <ShieldCheck aria-hidden="true" className="size-5 text-success-ink" />
      ) : (
        <ShieldOff aria-hidden="true" className="size-5 text-muted-foreground" />
      )}
      <span>{t('security.twoStep')}:</span>
      <Badge color={on ? 'success' : 'secondary'}>{t(on ? 'security.stateOn' : 'security.stateOff')}</Badge>
    </p>
  )
}

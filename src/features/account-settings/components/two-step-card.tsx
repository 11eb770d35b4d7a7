import { ShieldCheck, ShieldOff } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SecuritySettings } from '@contract/account'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { TwoStepOffDialog } from './two-step-off-dialog'

// the set-up dialog brings the QR code library: loaded when it opens
const TwoStepSetupDialog = lazy(() => import('./two-step-setup-dialog'))

interface TwoStepCardProps {
  security: SecuritySettings
  /** Without it the card only says whether two-step is on (another person's account, for an admin). */
  editable?: boolean
}

/** Whether sign-in asks for a code; turning it on goes through the set-up dialog, off through the password. */
export function TwoStepCard({ security, editable = true }: TwoStepCardProps) {
  const { t } = useTranslation('account')
  const [open, setOpen] = useState<'setup' | 'off'>()
  const on = security.isTwoStepEnabled
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('security.twoStepTitle')}</CardTitle>
        <CardDescription>{t('security.twoStepDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2">
          {on ? (
            <ShieldCheck aria-hidden="true" className="size-5 text-success-ink" />
          ) : (
            <ShieldOff aria-hidden="true" className="size-5 text-muted-foreground" />
          )}
          <span>{t('security.twoStep')}:</span>
          <Badge color={on ? 'success' : 'secondary'}>
            {t(on ? 'security.stateOn' : 'security.stateOff')}
          </Badge>
        </p>
        {editable &&
          (on ? (
            <Button variant="outline" color="danger" onClick={() => setOpen('off')}>
              {t('security.turnOff')}
            </Button>
          ) : (
            <Button onClick={() => setOpen('setup')}>{t('security.turnOn')}</Button>
          ))}
      </CardContent>
      {open === 'setup' && (
        <Suspense fallback={null}>
          <TwoStepSetupDialog onClose={() => setOpen(undefined)} />
        </Suspense>
      )}
      <TwoStepOffDialog open={open === 'off'} onClose={() => setOpen(undefined)} />
    </Card>
  )
}

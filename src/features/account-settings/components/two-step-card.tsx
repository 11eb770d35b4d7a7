import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SecuritySettings } from '@contract/account'
import { TwoStepState } from '@/components/account/two-step-state'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { TwoStepOffDialog } from './two-step-off-dialog'

// the set-up dialog brings the QR code library: loaded when it opens
const TwoStepSetupDialog = lazy(() => import('./two-step-setup-dialog'))

/** Whether sign-in asks for a code; turning it on goes through the set-up dialog, off through the password. */
export function TwoStepCard({ security }: { security: SecuritySettings }) {
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
        <TwoStepState on={on} />
        {on ? (
          <Button variant="outline" color="danger" onClick={() => setOpen('off')}>
            {t('security.turnOff')}
          </Button>
        ) : (
          <Button onClick={() => setOpen('setup')}>{t('security.turnOn')}</Button>
        )}
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

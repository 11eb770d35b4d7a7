import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { SecuritySettings } from '@contract/account'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { toast } from '@/components/ui/toast'
import { useSaveSection } from '../api/save-section'

/** One switch that saves as it is flipped (there is nothing to type, so nothing to lose). */
export function TwoStepCard({ security }: { security: SecuritySettings }) {
  const { t } = useTranslation('account')
  const id = useId()
  const save = useSaveSection('security')
  const checked = save.isPending
    ? (save.variables?.isTwoStepEnabled ?? security.isTwoStepEnabled)
    : security.isTwoStepEnabled
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('security.twoStepTitle')}</CardTitle>
        <CardDescription>{t('security.twoStepDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="flex items-center gap-3">
        <Switch
          id={id}
          checked={checked}
          disabled={save.isPending}
          onCheckedChange={(isTwoStepEnabled) =>
            save.mutate(
              { isTwoStepEnabled },
              {
                onSuccess: () =>
                  toast.success(t(isTwoStepEnabled ? 'security.twoStepOn' : 'security.twoStepOff')),
                onError: (error) =>
                  toast.error(t('saveFailed', { section: t('security.twoStepTitle') }), {
                    description: error.message,
                  }),
              },
            )
          }
        />
        <Label htmlFor={id}>{t('security.twoStep')}</Label>
      </CardContent>
    </Card>
  )
}

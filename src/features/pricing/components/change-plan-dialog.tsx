import { useTranslation } from 'react-i18next'
import type { BillingPeriod, Plan } from '@contract/pricing'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { toast } from '@/components/ui/toast'
import { useChangePlan } from '../api/change-plan'
import { numberFormat } from '@/lib/intl'

interface ChangePlanDialogProps {
  plan: Plan | null
  billing: BillingPeriod
  onClose: () => void
}

/** Confirms the new plan and period, then changes the caller's plan. */
export function ChangePlanDialog({ plan, billing, onClose }: ChangePlanDialogProps) {
  const { t, i18n } = useTranslation(['pricing', 'common'])
  const change = useChangePlan()
  const money = (amount: number) =>
    numberFormat(i18n.language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
      amount,
    )
  const price = plan && (billing === 'annual' ? plan.yearlyPlan.totalAnnual : plan.monthlyPrice)
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common:close')} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('dialogTitle', { plan: plan?.title ?? '' })}</DialogTitle>
          <DialogDescription>
            {plan &&
              t(billing === 'annual' ? 'dialogBodyAnnual' : 'dialogBodyMonthly', {
                price: money(price ?? 0),
              })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" color="neutral" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            loading={change.isPending}
            onClick={() =>
              plan &&
              change.mutate(
                { plan: plan.id, billing },
                {
                  onSuccess: () => {
                    toast.success(t('changed', { plan: plan.title }))
                    onClose()
                  },
                  onError: (error) => toast.error(t('changeFailed'), { description: error.message }),
                },
              )
            }
          >
            {t('confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

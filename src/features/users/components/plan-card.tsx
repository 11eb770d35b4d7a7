import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { USER_PLANS, type User, type UserPlan } from '@contract/users'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { toast } from '@/components/ui/toast'
import { useUpdateUser } from '../api/update-user'

/** The user's plan, and Upgrade: a dialog that changes it and saves. */
export function PlanCard({ user }: { user: User }) {
  const { t } = useTranslation('users')
  const [open, setOpen] = useState(false)
  const [plan, setPlan] = useState<UserPlan>(user.currentPlan)
  const update = useUpdateUser()
  const save = () =>
    update.mutate(
      { id: user.id, currentPlan: plan },
      {
        onSuccess: ({ user: saved }) => {
          toast.success(
            t('toast.planChanged', { name: saved.fullName, plan: t(`plan.${saved.currentPlan}`) }),
          )
          setOpen(false)
        },
        onError: (error) => toast.error(t('toast.failed'), { description: error.message }),
      },
    )
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('view.plan')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-2xl font-semibold">{t(`plan.${user.currentPlan}`)}</p>
        <Button
          onClick={() => {
            setPlan(user.currentPlan)
            setOpen(true)
          }}
        >
          {t('view.upgrade')}
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t('sheet.close')} className="max-w-md">
          <DialogHeader>
            <DialogTitle>{t('view.upgradeTitle')}</DialogTitle>
            <DialogDescription>{t('view.upgradeDescription', { name: user.fullName })}</DialogDescription>
          </DialogHeader>
          <FormField label={t('form.currentPlan')}>
            {(control) => (
              <Select value={plan} onValueChange={(value) => setPlan(value as UserPlan)}>
                <SelectTrigger {...control}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {USER_PLANS.map((option) => (
                    <SelectItem key={option} value={option}>
                      {t(`plan.${option}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <DialogFooter>
            <Button variant="outline" color="neutral" onClick={() => setOpen(false)}>
              {t('sheet.cancel')}
            </Button>
            <Button loading={update.isPending} onClick={save}>
              {t('view.savePlan')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  )
}

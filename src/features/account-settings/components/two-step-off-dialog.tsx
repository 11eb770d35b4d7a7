import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { PasswordInput } from '@/components/ui/password-input'
import { toast } from '@/components/ui/toast'
import { isApiError } from '@/lib/http/api-error'
import { useDisableTwoStep } from '../api/two-step'

/** Turning two-step off takes the password: a borrowed, signed-in device alone cannot do it. */
export function TwoStepOffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account')
  const disable = useDisableTwoStep()
  const [error, setError] = useState<string>()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const password = (event.currentTarget.elements.namedItem('password') as HTMLInputElement).value
    if (!password) return setError(t('twoStep.passwordRequired'))
    disable.mutate(
      { password },
      {
        onSuccess: () => {
          toast.success(t('security.twoStepOff'))
          onClose()
        },
        onError: (caught) => {
          if (isApiError(caught) && caught.fieldErrors?.password) setError(caught.fieldErrors.password)
          else
            toast.error(t('saveFailed', { section: t('security.twoStepTitle') }), {
              description: caught.message,
            })
        },
      },
    )
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setError(undefined)
          onClose()
        }
      }}
    >
      <DialogContent closeLabel={t('twoStep.close')} className="max-w-md">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <DialogHeader>
            <DialogTitle>{t('twoStep.offTitle')}</DialogTitle>
            <DialogDescription>{t('twoStep.offDescription')}</DialogDescription>
          </DialogHeader>
          <FormField label={t('twoStep.password')} error={error} required>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              toggleLabel={t('security.showPassword')}
              onInput={() => setError(undefined)}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('twoStep.cancel')}
            </Button>
            <Button type="submit" color="danger" loading={disable.isPending}>
              {t('security.turnOff')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

import { renderSVG } from 'uqr'
import Copy from 'lucide-react/icons/copy'
import Download from 'lucide-react/icons/download'
import { useEffect, useRef, useState, type FormEvent } from 'react'
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
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { isApiError } from '@/lib/http/api-error'
import { useEnableTwoStep, useTwoStepSetup } from '../api/two-step'

/** Base32 in groups of four, as people copy it into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

/**
 * Turning two-step on (its own chunk, with the QR library): a new secret as a QR code and as text, a current
 * code from the app to confirm it, then the ten recovery codes, shown this once, to copy or download.
 */
export default function TwoStepSetupDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account')
  const setup = useTwoStepSetup()
  const enable = useEnableTwoStep()
  const [error, setError] = useState<string>()
  const started = useRef(false)

  // one set-up per opening (StrictMode's second effect run must not ask for a second secret)
  useEffect(() => {
    if (started.current) return
    started.current = true
    setup.mutate()
  }, [setup])

  const codes = enable.data?.recoveryCodes
  const qr = setup.data
    ? `data:image/svg+xml,${encodeURIComponent(renderSVG(setup.data.uri, { border: 2 }))}`
    : ''

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const code = (event.currentTarget.elements.namedItem('code') as HTMLInputElement).value.replace(/\s/g, '')
    if (!/^\d{6}$/.test(code)) return setError(t('twoStep.sixDigits'))
    enable.mutate(
      { code },
      {
        onSuccess: () => toast.success(t('security.twoStepOn')),
        onError: (caught) => {
          if (isApiError(caught) && caught.fieldErrors?.code) setError(caught.fieldErrors.code)
          else
            toast.error(t('saveFailed', { section: t('security.twoStepTitle') }), {
              description: caught.message,
            })
        },
      },
    )
  }

  const codesText = codes ? `${t('twoStep.codesFileTitle')}\n\n${codes.join('\n')}\n` : ''
  const copyCodes = () =>
    navigator.clipboard.writeText(codesText).then(
      () => toast.success(t('twoStep.copied')),
      () => toast.error(t('twoStep.copyFailed')),
    )
  const downloadCodes = () => {
    const link = document.createElement('a')
    link.href = URL.createObjectURL(new Blob([codesText], { type: 'text/plain' }))
    link.download = 'tessera-recovery-codes.txt'
    link.click()
    URL.revokeObjectURL(link.href)
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('twoStep.close')} className="max-w-lg">
        {codes ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('twoStep.codesTitle')}</DialogTitle>
              <DialogDescription>{t('twoStep.codesDescription')}</DialogDescription>
            </DialogHeader>
            <ul
              aria-label={t('twoStep.codesTitle')}
              dir="ltr"
              className="grid grid-cols-2 gap-2 rounded-lg border p-4 font-mono text-sm"
            >
              {codes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
            <DialogFooter className="flex-wrap">
              <Button variant="outline" onClick={() => void copyCodes()}>
                <Copy aria-hidden="true" />
                {t('twoStep.copy')}
              </Button>
              <Button variant="outline" onClick={downloadCodes}>
                <Download aria-hidden="true" />
                {t('twoStep.download')}
              </Button>
              <Button onClick={onClose}>{t('twoStep.done')}</Button>
            </DialogFooter>
          </>
        ) : (
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
            <DialogHeader>
              <DialogTitle>{t('twoStep.setupTitle')}</DialogTitle>
              <DialogDescription>{t('twoStep.setupDescription')}</DialogDescription>
            </DialogHeader>
            {setup.isError ? (
              <p role="alert">{t('twoStep.setupFailed')}</p>
            ) : !setup.data ? (
              <Skeleton className="mx-auto size-48" />
            ) : (
              <div className="flex flex-col items-center gap-3">
                {/* a QR code is dark on light to be read: white behind it in the dark theme too */}
                <img src={qr} alt={t('twoStep.qrAlt')} className="size-48 rounded-md bg-white p-1" />
                <p className="text-center text-sm text-muted-foreground">{t('twoStep.secretLabel')}</p>
                <code
                  dir="ltr"
                  className="rounded-md bg-muted px-3 py-2 text-center font-mono text-sm break-all"
                >
                  {grouped(setup.data.secret)}
                </code>
              </div>
            )}
            <FormField label={t('twoStep.code')} error={error} hint={t('twoStep.codeHint')} required>
              <Input
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                dir="ltr"
                onInput={() => setError(undefined)}
              />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                {t('twoStep.cancel')}
              </Button>
              <Button type="submit" loading={enable.isPending} disabled={!setup.data}>
                {t('twoStep.confirm')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  )
}

import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
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
import { toast } from '@/components/ui/toast'
import { DemoCard } from '../components/demo-card'
import { ResultDialog } from './components/result-dialog'

const PROJECT_NAME = 'harbor-analytics'

const CONFIRM_CODE = `import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toast'

const [open, setOpen] = useState(false)

<Button variant="destructive" onClick={() => setOpen(true)}>Delete file</Button>
<ConfirmDialog
  open={open}
  onOpenChange={setOpen}
  title="Delete this file?"
  description="The file is removed for everyone. This cannot be undone."
  cancelLabel="Cancel"
  confirmLabel="Delete"
  onConfirm={() => {
    setOpen(false)
    toast.success('File deleted')
  }}
/>`

const TYPED_CODE = `<Dialog open={open} onOpenChange={setOpen}>
  <DialogContent role="alertdialog">
    <form onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>Delete the project?</DialogTitle>
        <DialogDescription>Type harbor-analytics to confirm.</DialogDescription>
      </DialogHeader>
      <FormField label="Project name" error={error}>
        <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" color="neutral" onClick={() => setOpen(false)}>Cancel</Button>
        <Button type="submit" variant="destructive">Delete project</Button>
      </DialogFooter>
    </form>
  </DialogContent>
</Dialog>`

const RESULT_CODE = `<ResultDialog
  open={open}
  onOpenChange={setOpen}
  kind="success" // or "error"
  title="Payment received"
  description="The invoice is marked as paid."
  closeLabel="Done"
/>`

const CHAIN_CODE = `const [step, setStep] = useState<'idle' | 'confirm' | 'done'>('idle')
const [busy, setBusy] = useState(false)

<ConfirmDialog
  open={step === 'confirm'}
  onOpenChange={(open) => !open && !busy && setStep('idle')}
  confirming={busy}
  onConfirm={async () => {
    setBusy(true)
    await archiveOrders()
    setBusy(false)
    setStep('done')
  }}
  {...labels}
/>
<ResultDialog open={step === 'done'} onOpenChange={() => setStep('idle')} kind="success" {...resultLabels} />`

function ConfirmDemo() {
  const { t } = useTranslation('uiExtensions')
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        {t('alertDialog.confirm.trigger')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (!next) toast.info(t('alertDialog.confirm.cancelled'))
        }}
        title={t('alertDialog.confirm.dialogTitle')}
        description={t('alertDialog.confirm.dialogText')}
        cancelLabel={t('alertDialog.cancel')}
        confirmLabel={t('alertDialog.confirm.action')}
        onConfirm={() => {
          setOpen(false)
          toast.success(t('alertDialog.confirm.done'))
        }}
      />
    </>
  )
}

function TypedConfirmDemo() {
  const { t } = useTranslation('uiExtensions')
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [error, setError] = useState<string | undefined>()

  const change = (next: boolean) => {
    setOpen(next)
    if (!next) {
      setName('')
      setError(undefined)
    }
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (name.trim() !== PROJECT_NAME) {
      setError(
        name.trim() === ''
          ? t('alertDialog.typed.required')
          : t('alertDialog.typed.mismatch', { name: PROJECT_NAME }),
      )
      return
    }
    change(false)
    toast.success(t('alertDialog.typed.done', { name: PROJECT_NAME }))
  }

  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        {t('alertDialog.typed.trigger')}
      </Button>
      <Dialog open={open} onOpenChange={change}>
        <DialogContent hideClose role="alertdialog" className="max-w-md">
          <form onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{t('alertDialog.typed.dialogTitle')}</DialogTitle>
              <DialogDescription>
                {t('alertDialog.typed.dialogText')}{' '}
                <strong dir="ltr" className="font-mono text-foreground">
                  {PROJECT_NAME}
                </strong>
              </DialogDescription>
            </DialogHeader>
            <FormField label={t('alertDialog.typed.label')} error={error} required>
              <Input
                dir="ltr"
                value={name}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => {
                  setName(event.target.value)
                  if (error) setError(undefined)
                }}
              />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" color="neutral" onClick={() => change(false)}>
                {t('alertDialog.cancel')}
              </Button>
              <Button type="submit" variant="destructive">
                {t('alertDialog.typed.action')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  )
}

function ResultDemo() {
  const { t } = useTranslation('uiExtensions')
  const [kind, setKind] = useState<'success' | 'error' | null>(null)
  return (
    <>
      <Button color="success" onClick={() => setKind('success')}>
        {t('alertDialog.result.showSuccess')}
      </Button>
      <Button color="danger" variant="outline" onClick={() => setKind('error')}>
        {t('alertDialog.result.showError')}
      </Button>
      <ResultDialog
        open={kind !== null}
        onOpenChange={(next) => !next && setKind(null)}
        kind={kind ?? 'success'}
        title={kind === 'error' ? t('alertDialog.result.errorTitle') : t('alertDialog.result.successTitle')}
        description={
          kind === 'error' ? t('alertDialog.result.errorText') : t('alertDialog.result.successText')
        }
        closeLabel={kind === 'error' ? t('alertDialog.result.retry') : t('alertDialog.result.done')}
      />
    </>
  )
}

function ChainDemo() {
  const { t } = useTranslation('uiExtensions')
  const [step, setStep] = useState<'idle' | 'confirm' | 'done'>('idle')
  const [busy, setBusy] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button ref={trigger} onClick={() => setStep('confirm')}>
        {t('alertDialog.chain.trigger')}
      </Button>
      <ConfirmDialog
        open={step === 'confirm'}
        onOpenChange={(next) => {
          if (!next && !busy) setStep('idle')
        }}
        title={t('alertDialog.chain.dialogTitle')}
        description={t('alertDialog.chain.dialogText')}
        cancelLabel={t('alertDialog.cancel')}
        confirmLabel={t('alertDialog.chain.action')}
        confirming={busy}
        onConfirm={() => {
          setBusy(true)
          window.setTimeout(() => {
            setBusy(false)
            setStep('done')
          }, 800)
        }}
      />
      <ResultDialog
        open={step === 'done'}
        onOpenChange={(next) => !next && setStep('idle')}
        kind="success"
        returnFocusTo={trigger}
        title={t('alertDialog.chain.resultTitle')}
        description={t('alertDialog.chain.resultText')}
        closeLabel={t('alertDialog.result.done')}
      />
    </>
  )
}

export function AlertDialogPage() {
  const { t } = useTranslation('uiExtensions')
  return (
    <div>
      <PageHeader title={t('alertDialog.title')} intro={t('alertDialog.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('alertDialog.confirm.title')}
          description={t('alertDialog.confirm.description')}
          code={CONFIRM_CODE}
          contentClassName="flex flex-wrap gap-3"
        >
          <ConfirmDemo />
        </DemoCard>
        <DemoCard
          title={t('alertDialog.typed.title')}
          description={t('alertDialog.typed.description')}
          code={TYPED_CODE}
          contentClassName="flex flex-wrap gap-3"
        >
          <TypedConfirmDemo />
        </DemoCard>
        <DemoCard
          title={t('alertDialog.result.title')}
          description={t('alertDialog.result.description')}
          code={RESULT_CODE}
          contentClassName="flex flex-wrap gap-3"
        >
          <ResultDemo />
        </DemoCard>
        <DemoCard
          title={t('alertDialog.chain.title')}
          description={t('alertDialog.chain.description')}
          code={CHAIN_CODE}
          contentClassName="flex flex-wrap gap-3"
        >
          <ChainDemo />
        </DemoCard>
      </div>
    </div>
  )
}

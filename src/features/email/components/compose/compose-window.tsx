import { isEmptyDraft } from '@contract/email'
import Maximize2 from 'lucide-react/icons/maximize-2'
import Minimize2 from 'lucide-react/icons/minimize-2'
import Minus from 'lucide-react/icons/minus'
import X from 'lucide-react/icons/x'
import { Suspense, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { toast } from '@/components/ui/toast'
import { applyServerErrors } from '@/lib/forms/server-errors'
import { lazyComponent } from '@/lib/lazy-component'
import { cn } from '@/lib/utils'
import { useContacts } from '../../api/get-contacts'
import { useSaveDraft } from '../../api/save-draft'
import { useScheduleEmail } from '../../api/schedule-email'
import { useSendEmail } from '../../api/send-email'
import type { ComposeValues } from '../../compose-model'
import { formatMailDate } from '../../format'
import { ComposeFields } from './compose-fields'
import { ComposeFooter } from './compose-footer'
import { useScheduleMessage } from './schedule-messages'
import { useComposeRefusal } from './use-compose-refusal'
import { useComposeState } from './use-compose-state'

type Size = 'normal' | 'maximised' | 'minimised'

// the day picker it brings (about 28 KB gzip) loads when Schedule send is pointed at or focused, not with the mailbox
const ScheduleDialog = lazyComponent(() => import('./schedule-dialog'), 'ScheduleDialog')

export interface ComposeWindowProps {
  initial: ComposeValues
  onClosed: () => void
}

/**
 * Compose as a dialog that can be maximised or minimised to a bar. Send stores the mail in Sent, Schedule send in
 * Scheduled until the chosen time; closing keeps anything written as a draft (a failed save keeps the window open,
 * so nothing typed is lost).
 */
export function ComposeWindow({ initial, onClosed }: ComposeWindowProps) {
  const { t, i18n } = useTranslation('email')
  const contacts = useContacts().data?.contacts ?? []
  const state = useComposeState(initial, contacts)
  const [size, setSize] = useState<Size>('normal')
  const send = useSendEmail()
  const save = useSaveDraft()
  const schedule = useScheduleEmail()
  const [scheduling, setScheduling] = useState(false)
  const [timeRefusal, setTimeRefusal] = useState<string>()
  const explainTime = useScheduleMessage()
  const formRef = useRef<HTMLFormElement>(null)
  const showRefusal = useComposeRefusal(state.setErrors, formRef)
  const title = state.values.subject || t(initial.id ? 'composer.draftTitle' : 'composer.title')

  const fail = (error: unknown) => {
    if (!showRefusal(error))
      toast.error(t('toast.failed'), { description: error instanceof Error ? error.message : undefined })
  }
  // the mail is checked as for Send before a time is asked for
  const openSchedule = () => {
    if (!state.collect(true)) return
    setTimeRefusal(undefined)
    setScheduling(true)
  }
  const onSchedule = (scheduledAt: string) => {
    const values = state.collect(true)
    if (!values) return setScheduling(false)
    schedule.mutate(
      { email: values, scheduledAt },
      {
        onSuccess: ({ email }) => {
          toast.success(
            t('toast.scheduled', { date: formatMailDate(email.scheduledAt ?? scheduledAt, i18n.language) }),
          )
          onClosed()
        },
        onError: (error) => {
          const time = (_: 'scheduledAt', { message }: { message: string }) =>
            setTimeRefusal(explainTime(message))
          // a refused time stays in the dialog, beside the time; anything else is the mail's, shown in compose
          if (applyServerErrors(time, error, { fields: ['scheduledAt'] }).length > 0) return
          setScheduling(false)
          fail(error)
        },
      },
    )
  }
  const onSend = (event: FormEvent) => {
    event.preventDefault()
    const values = state.collect(true)
    if (!values) return
    send.mutate(values, {
      onSuccess: () => {
        toast.success(t('toast.sent'))
        onClosed()
      },
      onError: fail,
    })
  }
  const close = () => {
    if (save.isPending || send.isPending || schedule.isPending) return
    const values = state.collect(false)
    // text that is no address stays in its box, with its message, rather than being dropped
    if (!values) return setSize('normal')
    if (isEmptyDraft(values)) return onClosed()
    save.mutate(values, {
      onSuccess: () => {
        toast.success(t('toast.draftSaved'))
        onClosed()
      },
      onError: fail,
    })
  }

  const windowButtons = (
    <div className="flex items-center gap-0.5">
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={() => setSize(size === 'minimised' ? 'normal' : 'minimised')}
        aria-label={t(size === 'minimised' ? 'composer.expand' : 'composer.minimise')}
      >
        {size === 'minimised' ? <Maximize2 aria-hidden /> : <Minus aria-hidden />}
      </Button>
      {size !== 'minimised' && (
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={() => setSize(size === 'maximised' ? 'normal' : 'maximised')}
          aria-label={t(size === 'maximised' ? 'composer.restore' : 'composer.maximise')}
        >
          {size === 'maximised' ? <Minimize2 aria-hidden /> : <Maximize2 aria-hidden />}
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={close}
        loading={save.isPending}
        aria-label={t('composer.close')}
      >
        <X aria-hidden />
      </Button>
    </div>
  )

  if (size === 'minimised')
    return (
      <section
        aria-label={title}
        className="fixed end-4 bottom-4 z-40 flex w-72 items-center gap-2 rounded-lg border bg-card py-2 ps-4 pe-2 shadow-lg"
      >
        <h2 className="user-text flex-1 truncate text-sm font-medium">{title}</h2>
        {windowButtons}
      </section>
    )

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        hideClose
        onInteractOutside={(event) => event.preventDefault()}
        // one row as tall as the window allows: a long message scrolls inside, title bar and Send stay in view
        className={cn(
          'grid-rows-[minmax(0,1fr)] gap-0 overflow-hidden p-0',
          size === 'maximised' ? 'h-[calc(100dvh-2rem)] max-w-[calc(100%-2rem)]' : 'max-w-2xl',
        )}
      >
        {/* min-w-0: a grid item, it would otherwise grow with a long unbroken subject and push the buttons out */}
        <form ref={formRef} onSubmit={onSend} noValidate className="flex h-full min-h-0 min-w-0 flex-col">
          <div className="flex items-center gap-2 border-b bg-muted/40 py-2 ps-5 pe-2">
            <DialogTitle className="user-text min-w-0 flex-1 truncate text-base">{title}</DialogTitle>
            <DialogDescription className="sr-only">{t('composer.recipientsHint')}</DialogDescription>
            {windowButtons}
          </div>
          <div className="flex-1 overflow-y-auto p-5">
            <ComposeFields state={state} contacts={contacts} />
          </div>
          <ComposeFooter
            onDiscard={onClosed}
            onSchedule={openSchedule}
            onScheduleIntent={() => void ScheduleDialog.preload()}
            sending={send.isPending}
            scheduling={schedule.isPending}
          />
        </form>
        {scheduling && (
          <Suspense>
            <ScheduleDialog
              open
              onOpenChange={setScheduling}
              onSchedule={onSchedule}
              pending={schedule.isPending}
              refusal={timeRefusal}
            />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  )
}

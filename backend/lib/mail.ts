import { OUTBOX_MAX, type MailMessage } from '../../contract/mail'
import type { Collections } from '../seed'
import type { Deps } from './env'

/**
 * Sends a message: the outbox keeps it (the newest OUTBOX_MAX), on a store draft so it is stored with the change
 * that caused it; `sendLater` then hands it to the runtime's delivery (the Node server's log), after the write.
 */
export function keepInOutbox(outbox: Collections['outbox'], message: MailMessage) {
  outbox.push(message)
  if (outbox.length > OUTBOX_MAX) outbox.splice(0, outbox.length - OUTBOX_MAX)
}

/** Delivers without waiting: the caller's answer neither waits for a slow mail server nor fails with it. */
export function sendLater(deps: Deps, message: MailMessage) {
  void Promise.resolve(deps.deliverMail?.(message)).catch((error: unknown) =>
    console.error('[tessera mail]', error),
  )
}

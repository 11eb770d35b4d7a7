import { Suspense, useSyncExternalStore } from 'react'
import type { ExternalToast, toast as SonnerToast } from 'sonner'
import { lazyComponent } from '@/lib/lazy-component'

/*
 * `toast()` that loads sonner when the first toast is asked for. Most visits never show one, and sonner was 9 KB of
 * gzip that every page fetched before it went idle, the sign-in page included. The first call fetches it (a few
 * milliseconds from the service worker's cache) and `ToasterOnceWanted`, which the app's root draws, mounts the
 * Toaster; sonner keeps the toast until the Toaster subscribes and then shows it. Same calls as sonner's own
 * `toast`, for the parts the app uses (docs/ui-primitives.md).
 */

type Sonner = typeof SonnerToast
type Message = Parameters<Sonner>[0]
type Kind = 'success' | 'error' | 'info' | 'warning'
type ToastId = string | number

let sonner: Sonner | undefined
let loading: Promise<Sonner> | undefined
let nextId = 0
const wantedListeners = new Set<() => void>()

function loadSonner(): Promise<Sonner> {
  if (loading === undefined) {
    loading = import('sonner').then((module) => (sonner = module.toast))
    for (const listener of wantedListeners) listener()
  }
  return loading
}

/** Runs `call` with sonner's toast: at once when it is in, else once it has loaded. */
function withSonner(call: (toast: Sonner) => void): void {
  if (sonner) call(sonner)
  else void loadSonner().then(call)
}

/** Shows a toast; the id is chosen here, so it is known before sonner is. */
function show(kind: Kind | undefined, message: Message, options?: ExternalToast): ToastId {
  nextId += 1
  const id = options?.id ?? `toast-${nextId}`
  withSonner((sonnerToast) => (kind ? sonnerToast[kind] : sonnerToast)(message, { ...options, id }))
  return id
}

export const toast = Object.assign(
  (message: Message, options?: ExternalToast) => show(undefined, message, options),
  {
    success: (message: Message, options?: ExternalToast) => show('success', message, options),
    error: (message: Message, options?: ExternalToast) => show('error', message, options),
    info: (message: Message, options?: ExternalToast) => show('info', message, options),
    warning: (message: Message, options?: ExternalToast) => show('warning', message, options),
    /** A toast that follows a promise: loading, then the success or error message. */
    promise: (...args: Parameters<Sonner['promise']>): void =>
      withSonner((sonnerToast) => void sonnerToast.promise(...args)),
    /** Dismisses one toast, or every toast without an id; nothing to do before the first toast. */
    dismiss: (id?: ToastId): void => {
      if (loading !== undefined) withSonner((sonnerToast) => sonnerToast.dismiss(id))
    },
  },
)

const subscribe = (listener: () => void) => {
  wantedListeners.add(listener)
  return () => wantedListeners.delete(listener)
}

/** True once a toast has been asked for. */
function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading !== undefined,
    () => false,
  )
}

const Toaster = lazyComponent(() => import('./toaster'), 'Toaster')

/** The toasts' stack, mounted from the first toast on: it shows that toast and every later one. Draw it once. */
export function ToasterOnceWanted() {
  if (!useToastsWanted()) return null
  return (
    <Suspense>
      <Toaster />
    </Suspense>
  )
}

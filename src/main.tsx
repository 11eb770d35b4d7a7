import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { router } from '@/app/router'
import { initI18n } from '@/i18n'
import { backendReady } from '@/lib/backend/backend-ready'
import '@/styles/index.css'

// The mock back end (a service worker) starts now, in parallel with the first render; API calls wait for it. With
// VITE_API_URL set this only unregisters a mock worker an earlier build left on this origin (docs/backend.md).
void backendReady()

/** Resolves in a task of its own: work after it does not lengthen the task before (a long task blocks input). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.addEventListener('message', () => resolve(), { once: true })
    channel.port1.start()
    channel.port2.postMessage(null)
  })

/*
 * The app renders once translations are in and the router has loaded the first page (its guards, code and loader),
 * as a transition: React then renders in small slices and the page stays responsive on slow phones (the boot
 * screen stays up until the first render is ready). Rendered before the router's load, the app would render
 * again when the load ends, in one blocking task: the router's state reaches React through a store, and React
 * applies a store's changes at once (docs/state.md, "The first page draws once"). The modules' evaluation, the
 * translations' start and the router's load each take a task of their own, none of them long.
 */
async function start() {
  await nextTask()
  const translated = initI18n()
  await nextTask()
  await Promise.all([translated, router.load().catch(() => undefined)])
  const root = createRoot(document.getElementById('root')!)
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  )
}
void start()

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

// The app renders once translations are in and the router has loaded the first page (its guards, code and loader),
// as a transition: React then renders in small slices and the page stays responsive on slow phones (the boot
// screen stays up until the first render is ready). Rendered before the router's load, the app would render
// again when the load ends, in one blocking task: the router's state reaches React through a store, and React
// applies a store's changes at once (docs/state.md, "The first page draws once").
void Promise.all([initI18n(), router.load().catch(() => undefined)]).then(() => {
  const root = createRoot(document.getElementById('root')!)
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  )
})

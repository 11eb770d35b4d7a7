import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { initI18n } from '@/i18n'
import { backendReady } from '@/lib/backend/backend-ready'
import '@/styles/index.css'

// The mock back end (a service worker) starts now, in parallel with the first render; API calls wait for it. With
// VITE_API_URL set this only unregisters a mock worker an earlier build left on this origin (docs/backend.md).
void backendReady()

// The shell renders as soon as translations are in, as a transition: React then renders in small slices and
// the page stays responsive on slow phones (the boot screen stays up until the first render is ready).
void initI18n().then(() => {
  const root = createRoot(document.getElementById('root')!)
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  )
})

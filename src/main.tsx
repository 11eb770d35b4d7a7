import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { initI18n } from '@/i18n'
import '@/styles/index.css'

// The shell renders as soon as translations are in; the mock back end starts in parallel and API calls wait for it.
void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})

import { lazy, Suspense, type ReactNode } from 'react'
import { useSession } from '@/lib/auth/session'
import { useLayout } from '@/lib/layout/layout-store'
import { ScrollToTop } from './components/scroll-to-top'
import { Customizer } from './customizer/customizer'
import { HorizontalLayout } from './horizontal/lazy-horizontal-layout'
import { VerticalLayout } from './vertical/vertical-layout'

const VerifyEmailBanner = lazy(() =>
  import('./components/verify-email-banner').then((m) => ({ default: m.VerifyEmailBanner })),
)

/** Only an account whose address is unverified loads the reminder (its code and the auth strings). */
function VerifyEmailReminder() {
  const { userData } = useSession()
  if (userData?.emailVerified !== false) return null
  return (
    <Suspense>
      <VerifyEmailBanner key={userData.id} accountId={userData.id} email={userData.email} />
    </Suspense>
  )
}

/**
 * The signed-in shell: the vertical or horizontal layout, plus what stays put when the user switches between
 * them (the customizer keeps its drawer open, the scroll-to-top button keeps its place).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const type = useLayout((s) => s.layout)
  const Layout = type === 'horizontal' ? HorizontalLayout : VerticalLayout
  return (
    <>
      <Suspense>
        <Layout>
          <VerifyEmailReminder />
          {children}
        </Layout>
      </Suspense>
      <ScrollToTop />
      <Customizer />
    </>
  )
}

import { Component, type ReactNode } from 'react'
import { PageCrash } from './page-crash'

interface State {
  error: unknown
  failed: boolean
}

/**
 * The last line, around the router: pages have the router's own crash screen, but when the router or a layout
 * above every page fails, this one shows, with ways out that go through the browser instead of the router.
 */
export class AppCrashBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined, failed: false }

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <PageCrash
        error={this.state.error}
        onRetry={() => window.location.reload()}
        onHome={() => window.location.assign('/')}
      />
    )
  }
}

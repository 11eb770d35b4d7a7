import { LogoMark } from '@/components/brand/logo'
import { cn } from '@/lib/utils'
import './loading-screen.css'

/** The Tessera logo inside three turning rings: shown while the app boots and while a lazy page loads. */
export function LoadingScreen({ label, fullScreen = false }: { label: string; fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-4',
        fullScreen ? 'min-h-dvh' : 'min-h-[50vh]',
      )}
    >
      <div className="loading-rings">
        <span />
        <span />
        <span />
        <LogoMark className="size-9" />
      </div>
      <span className="sr-only">{label}</span>
    </div>
  )
}

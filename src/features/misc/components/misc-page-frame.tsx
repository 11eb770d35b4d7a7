import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LogoMark } from '@/components/brand/logo'
import { APP_NAME } from '@/config/app'
import { useHomePath } from '@/lib/ability'

interface MiscPageFrameProps {
  title: string
  message: string
  /** a large decorative figure or icon above the title */
  art: ReactNode
  children?: ReactNode
}

/** The frame every misc page shares: the brand at the top, a centred message, and the page's way back. */
export function MiscPageFrame({ title, message, art, children }: MiscPageFrameProps) {
  const home = useHomePath()
  return (
    <div className="flex min-h-dvh flex-col px-6 py-6">
      <Link to={home} className="flex items-center gap-2.5 self-start rounded-md">
        <LogoMark />
        <span className="text-xl font-bold tracking-tight text-primary-ink">{APP_NAME}</span>
      </Link>
      <div className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center gap-4 py-10 text-center">
        <div aria-hidden="true">{art}</div>
        <h1 className="text-3xl font-semibold">{title}</h1>
        <p className="text-muted-foreground">{message}</p>
        {children}
      </div>
    </div>
  )
}

import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LogoMark } from '@/components/brand/logo'
import { APP_NAME } from '@/config/app'
import { AuthIllustration, type IllustrationScene } from './auth-illustration'

export type AuthVariant = 'v1' | 'v2'

interface AuthFrameProps {
  variant: AuthVariant
  scene: IllustrationScene
  children: ReactNode
}

function Brand() {
  return (
    <Link to="/" className="flex items-center gap-2.5 self-start rounded-md">
      <LogoMark />
      <span className="text-xl font-bold tracking-tight text-primary-ink">{APP_NAME}</span>
    </Link>
  )
}

/**
 * The two looks every auth page comes in. v1: one card in the middle of a softly patterned page. v2: a split
 * screen, the illustration on the start side (from 1024 px) and the form on a plain panel at the end side.
 */
export function AuthFrame({ variant, scene, children }: AuthFrameProps) {
  if (variant === 'v1') {
    return (
      <div className="relative flex min-h-dvh items-center justify-center overflow-hidden px-4 py-10">
        <BackdropTiles />
        <div className="relative flex w-full max-w-md flex-col gap-6 rounded-lg bg-card p-6 text-card-foreground shadow-card sm:p-8">
          <div className="self-center">
            <Brand />
          </div>
          {children}
        </div>
      </div>
    )
  }
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(24rem,28rem)] xl:grid-cols-[minmax(0,1fr)_32rem]">
      <div className="relative hidden items-center justify-center bg-muted p-12 lg:flex">
        <AuthIllustration scene={scene} className="w-full max-w-2xl" />
      </div>
      <div className="flex flex-col gap-8 bg-card px-6 py-8 text-card-foreground sm:px-12">
        <Brand />
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col gap-6 sm:justify-center">{children}</div>
      </div>
    </div>
  )
}

/** Two groups of tiles behind the v1 card, echoing the logo; purely decorative. */
function BackdropTiles() {
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 size-full"
      preserveAspectRatio="none"
    >
      <defs>
        <pattern id="auth-tiles" width="56" height="56" patternUnits="userSpaceOnUse">
          <rect x="4" y="4" width="20" height="20" rx="5" fill="var(--primary)" opacity=".06" />
          <rect x="30" y="30" width="20" height="20" rx="5" fill="var(--primary)" opacity=".1" />
        </pattern>
        <radialGradient id="auth-fade">
          <stop offset="0" stopColor="var(--background)" stopOpacity="1" />
          <stop offset="1" stopColor="var(--background)" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="100%" height="100%" fill="url(#auth-tiles)" />
      <ellipse cx="50%" cy="50%" rx="45%" ry="55%" fill="url(#auth-fade)" />
    </svg>
  )
}

import { useId } from 'react'
import { cn } from '@/lib/utils'

/** A picture the data describes rather than ships: a tile pattern in one hue (no image files, any size). */
export interface TileArtSpec {
  hue: number
  pattern: 'grid' | 'diamond' | 'stripe' | 'ring'
  alt?: string
}

const SHAPES: Record<TileArtSpec['pattern'], (light: string, dark: string) => React.ReactNode> = {
  grid: (light, dark) => (
    <>
      <rect width="20" height="20" fill={dark} />
      <rect x="1.5" y="1.5" width="7" height="7" rx="1" fill={light} />
      <rect x="11.5" y="11.5" width="7" height="7" rx="1" fill={light} />
    </>
  ),
  diamond: (light, dark) => (
    <>
      <rect width="20" height="20" fill={dark} />
      <path d="M10 1 19 10 10 19 1 10Z" fill={light} />
    </>
  ),
  stripe: (light, dark) => (
    <>
      <rect width="20" height="20" fill={dark} />
      <rect y="2" width="20" height="6" rx="1" fill={light} />
      <rect y="12" width="20" height="6" rx="1" fill={light} opacity=".7" />
    </>
  ),
  ring: (light, dark) => (
    <>
      <rect width="20" height="20" fill={dark} />
      <circle cx="10" cy="10" r="6.5" fill="none" stroke={light} strokeWidth="3" />
    </>
  ),
}

/**
 * The pattern filling its box. With `alt` it is an image with that name; without, decoration hidden from
 * assistive tech.
 */
export function TileArt({ art, className }: { art: TileArtSpec; className?: string }) {
  const id = useId()
  const light = `hsl(${art.hue} 70% 72%)`
  const dark = `hsl(${art.hue} 55% 38%)`
  return (
    <svg
      className={cn('block', className)}
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 200 120"
      {...(art.alt ? { role: 'img', 'aria-label': art.alt } : { 'aria-hidden': true })}
    >
      <defs>
        <pattern id={id} width="20" height="20" patternUnits="userSpaceOnUse">
          {SHAPES[art.pattern](light, dark)}
        </pattern>
      </defs>
      <rect width="200" height="120" fill={`url(#${id})`} />
    </svg>
  )
}

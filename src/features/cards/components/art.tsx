import { useId } from 'react'
import { cn } from '@/lib/utils'

/*
 * Decorative header pictures drawn here rather than loaded, so the demo ships no image files and the colours
 * follow the theme tokens in every skin.
 */
export function Hills({ className }: { className?: string }) {
  const id = useId()
  return (
    <svg
      viewBox="0 0 400 160"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden
      className={cn('block', className)}
    >
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--primary)" />
          <stop offset="1" stopColor="var(--info)" />
        </linearGradient>
      </defs>
      <rect width="400" height="160" fill={`url(#${id}-sky)`} />
      <circle cx="310" cy="48" r="22" fill="#fff" opacity="0.85" />
      <path d="M0 120 Q80 60 160 110 T320 100 T400 90 V160 H0Z" fill="#fff" opacity="0.25" />
      <path d="M0 140 Q100 90 200 130 T400 120 V160 H0Z" fill="#fff" opacity="0.4" />
    </svg>
  )
}

export function Waves({ className }: { className?: string }) {
  const id = useId()
  return (
    <svg
      viewBox="0 0 200 200"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden
      className={cn('block', className)}
    >
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--success)" />
          <stop offset="1" stopColor="var(--primary)" />
        </linearGradient>
      </defs>
      <rect width="200" height="200" fill={`url(#${id}-bg)`} />
      {[50, 90, 130, 170].map((y) => (
        <path
          key={y}
          d={`M0 ${y} q25 -18 50 0 t50 0 t50 0 t50 0`}
          stroke="#fff"
          strokeOpacity="0.35"
          fill="none"
          strokeWidth="6"
        />
      ))}
    </svg>
  )
}

export function Banner({ className }: { className?: string }) {
  const id = useId()
  return (
    <svg
      viewBox="0 0 400 110"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden
      className={cn('block', className)}
    >
      <defs>
        <linearGradient id={`${id}-b`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="var(--secondary)" />
          <stop offset="1" stopColor="var(--primary)" />
        </linearGradient>
      </defs>
      <rect width="400" height="110" fill={`url(#${id}-b)`} />
      <circle cx="60" cy="20" r="50" fill="#fff" opacity="0.08" />
      <circle cx="350" cy="100" r="70" fill="#fff" opacity="0.1" />
    </svg>
  )
}

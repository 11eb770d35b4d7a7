import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

export type EmptyArtKind = 'mail' | 'tasks' | 'chat' | 'wishlist' | 'cart' | 'search'

/*
 * Tessera's own drawing for empty lists: a tray of empty tile slots with one tile floating above it and a badge
 * that says what is missing (an envelope, a tick, a speech bubble, a heart, a cart, a magnifier). Colours are the skin's
 * tokens, so it follows light and dark. Decorative: the text beside it says what is empty.
 */
const badges: Record<EmptyArtKind, ReactNode> = {
  mail: (
    <g fill="none" stroke="#fff" strokeWidth="2.5" strokeLinejoin="round">
      <rect x="-9" y="-6.5" width="18" height="13" rx="2" />
      <path d="M-8-5 0 1l8-6" />
    </g>
  ),
  tasks: (
    <path
      d="M-7 0l5 5 9-10"
      fill="none"
      stroke="#fff"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  chat: (
    <path
      d="M-8-6h16a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-9l-5 4v-4h-2a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2z"
      fill="#fff"
    />
  ),
  wishlist: <path d="M0 8-7.5 0.5a4.6 4.6 0 0 1 7.5-6 4.6 4.6 0 0 1 7.5 6z" fill="#fff" />,
  cart: (
    <g fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d="M-10-7h3l3 11h11l2-8H-5" />
      <circle cx="-3" cy="8" r="1.2" fill="#fff" />
      <circle cx="6" cy="8" r="1.2" fill="#fff" />
    </g>
  ),
  search: (
    <g fill="none" stroke="#fff" strokeWidth="2.8" strokeLinecap="round">
      <circle cx="-2" cy="-2" r="6" />
      <path d="M2.5 2.5 8 8" />
    </g>
  ),
}

export function EmptyArt({ kind, className }: { kind: EmptyArtKind; className?: string }) {
  return (
    <svg viewBox="0 0 160 112" aria-hidden="true" className={cn('w-40', className)}>
      <ellipse cx="80" cy="100" rx="62" ry="8" fill="var(--foreground)" opacity=".06" />
      {/* the tray, with three empty slots */}
      <rect
        x="24"
        y="44"
        width="112"
        height="52"
        rx="10"
        fill="var(--card)"
        stroke="var(--border)"
        strokeWidth="2"
      />
      {[36, 68, 100].map((x) => (
        <rect
          key={x}
          x={x}
          y="58"
          width="24"
          height="24"
          rx="6"
          fill="none"
          stroke="var(--muted-foreground)"
          strokeWidth="1.5"
          strokeDasharray="4 3"
          opacity=".55"
        />
      ))}
      {/* tiles drifting above, the logo's motif */}
      <rect
        x="58"
        y="14"
        width="22"
        height="22"
        rx="6"
        fill="var(--primary)"
        opacity=".22"
        transform="rotate(-12 69 25)"
      />
      <rect x="30" y="24" width="12" height="12" rx="3.5" fill="var(--info)" opacity=".35" />
      <rect x="92" y="26" width="10" height="10" rx="3" fill="var(--warning)" opacity=".45" />
      <g transform="translate(124 34)">
        <circle r="17" fill="var(--primary)" />
        {badges[kind]}
      </g>
    </svg>
  )
}

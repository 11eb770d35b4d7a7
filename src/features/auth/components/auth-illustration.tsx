import type { ReactNode } from 'react'

export type IllustrationScene = 'login' | 'register' | 'forgot' | 'reset'

/*
 * Tessera's own drawing for the split-screen auth pages: a dashboard window among floating tiles, with a badge
 * that changes with the page (padlock, new member, envelope, shield). Colours come from the theme tokens, so
 * it follows the dark skin. Decorative: the page's heading already says what the page is for.
 */
const badges: Record<IllustrationScene, ReactNode> = {
  login: (
    <g>
      <rect x="-22" y="-6" width="44" height="34" rx="7" fill="#fff" />
      <path
        d="M-13 -6v-9a13 13 0 0 1 26 0v9"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <circle cx="0" cy="8" r="5" fill="var(--primary)" />
      <rect x="-2" y="10" width="4" height="10" rx="2" fill="var(--primary)" />
    </g>
  ),
  register: (
    <g>
      <circle cx="-6" cy="-10" r="11" fill="#fff" />
      <path d="M-27 24a21 21 0 0 1 42 0z" fill="#fff" />
      <path d="M20 -8v20M10 2h20" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
    </g>
  ),
  forgot: (
    <g>
      <rect x="-26" y="-17" width="52" height="36" rx="6" fill="#fff" />
      <path
        d="M-23 -13l23 17 23-17"
        fill="none"
        stroke="var(--primary)"
        strokeWidth="4"
        strokeLinejoin="round"
      />
    </g>
  ),
  reset: (
    <g>
      <path d="M0 -28l24 9v14c0 17-11 28-24 33-13-5-24-16-24-33v-14z" fill="#fff" />
      <path
        d="M-10 1l7 7 13-14"
        fill="none"
        stroke="var(--primary)"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  ),
}

export function AuthIllustration({ scene, className }: { scene: IllustrationScene; className?: string }) {
  return (
    <svg viewBox="0 0 480 400" aria-hidden="true" className={className}>
      <path
        d="M70 92c30-52 120-70 205-56s150 52 160 120-18 150-86 186-160 30-222-4-93-108-57-246z"
        fill="var(--primary)"
        opacity=".09"
      />
      {/* floating tiles, the logo's motif */}
      <rect x="34" y="52" width="30" height="30" rx="8" fill="var(--primary)" opacity=".25" />
      <rect x="410" y="300" width="24" height="24" rx="6" fill="var(--info)" opacity=".35" />
      <rect x="420" y="70" width="18" height="18" rx="5" fill="var(--warning)" opacity=".45" />
      {/* the dashboard window */}
      <g>
        <rect
          x="82"
          y="86"
          width="300"
          height="214"
          rx="14"
          fill="var(--card)"
          stroke="var(--border)"
          strokeWidth="2"
        />
        <path d="M82 100a14 14 0 0 1 14-14h272a14 14 0 0 1 14 14v14H82z" fill="var(--muted)" />
        <circle cx="100" cy="100" r="4" fill="var(--danger)" opacity=".7" />
        <circle cx="114" cy="100" r="4" fill="var(--warning)" opacity=".7" />
        <circle cx="128" cy="100" r="4" fill="var(--success)" opacity=".7" />
        <rect x="98" y="130" width="60" height="154" rx="8" fill="var(--muted)" />
        <rect x="108" y="142" width="40" height="6" rx="3" fill="var(--primary)" opacity=".6" />
        <rect x="108" y="158" width="32" height="6" rx="3" fill="var(--muted-foreground)" opacity=".35" />
        <rect x="108" y="174" width="36" height="6" rx="3" fill="var(--muted-foreground)" opacity=".35" />
        <rect x="108" y="190" width="28" height="6" rx="3" fill="var(--muted-foreground)" opacity=".35" />
        {/* bar chart */}
        <rect x="174" y="130" width="120" height="84" rx="8" fill="var(--muted)" />
        <rect x="186" y="178" width="12" height="26" rx="3" fill="var(--primary)" opacity=".45" />
        <rect x="206" y="160" width="12" height="44" rx="3" fill="var(--primary)" opacity=".7" />
        <rect x="226" y="170" width="12" height="34" rx="3" fill="var(--primary)" opacity=".45" />
        <rect x="246" y="146" width="12" height="58" rx="3" fill="var(--primary)" />
        <rect x="266" y="164" width="12" height="40" rx="3" fill="var(--primary)" opacity=".6" />
        {/* donut */}
        <rect x="304" y="130" width="62" height="84" rx="8" fill="var(--muted)" />
        <circle cx="335" cy="172" r="18" fill="none" stroke="var(--info)" strokeWidth="9" opacity=".35" />
        <path d="M335 154a18 18 0 0 1 17 23" fill="none" stroke="var(--info)" strokeWidth="9" />
        {/* rows */}
        <rect x="174" y="226" width="192" height="58" rx="8" fill="var(--muted)" />
        <circle cx="192" cy="244" r="8" fill="var(--success)" opacity=".5" />
        <rect x="208" y="240" width="90" height="7" rx="3.5" fill="var(--muted-foreground)" opacity=".35" />
        <circle cx="192" cy="266" r="8" fill="var(--warning)" opacity=".5" />
        <rect x="208" y="262" width="120" height="7" rx="3.5" fill="var(--muted-foreground)" opacity=".35" />
      </g>
      {/* a plant on the start side, for a bit of life */}
      <g>
        <path d="M52 300c-10-26 2-48 20-56-4 20 0 38-8 56z" fill="var(--success)" opacity=".7" />
        <path d="M66 300c2-30 20-44 40-44-10 16-14 34-26 44z" fill="var(--success)" opacity=".5" />
        <path d="M44 296h48l-6 40H50z" fill="var(--primary)" opacity=".8" />
      </g>
      {/* the page's badge */}
      <g transform="translate(386 284)">
        <circle r="44" fill="var(--primary)" />
        <circle r="54" fill="none" stroke="var(--primary)" strokeWidth="2" opacity=".3" />
        {badges[scene]}
      </g>
      <ellipse cx="240" cy="356" rx="180" ry="10" fill="var(--muted-foreground)" opacity=".12" />
    </svg>
  )
}

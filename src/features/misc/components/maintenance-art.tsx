/** A gear and a wrench over a window: drawn for Tessera, decorative (MiscPageFrame hides it from readers). */
export function MaintenanceArt() {
  return (
    <svg viewBox="0 0 200 140" className="w-56">
      <rect
        x="20"
        y="20"
        width="160"
        height="100"
        rx="12"
        fill="var(--card)"
        stroke="var(--border)"
        strokeWidth="2"
      />
      <path d="M20 32a12 12 0 0 1 12-12h136a12 12 0 0 1 12 12v8H20z" fill="var(--muted)" />
      <circle cx="34" cy="30" r="3" fill="var(--danger)" opacity=".7" />
      <circle cx="44" cy="30" r="3" fill="var(--warning)" opacity=".7" />
      <circle cx="54" cy="30" r="3" fill="var(--success)" opacity=".7" />
      <g transform="translate(86 80)" fill="var(--primary)">
        <path d="M-4-26h8l2 7 6 3 7-4 6 6-4 7 3 6 7 2v8l-7 2-3 6 4 7-6 6-7-4-6 3-2 7h-8l-2-7-6-3-7 4-6-6 4-7-3-6-7-2v-8l7-2 3-6-4-7 6-6 7 4 6-3z" />
        <circle r="9" fill="var(--card)" />
      </g>
      <g transform="translate(136 74) rotate(40)">
        <rect x="-4" y="2" width="8" height="34" rx="4" fill="var(--warning)" />
        <circle cy="-4" r="11" fill="var(--warning)" />
        {/* the jaw: a notch in the card's colour */}
        <rect x="-4.5" y="-17" width="9" height="11" rx="1.5" fill="var(--card)" />
      </g>
    </svg>
  )
}

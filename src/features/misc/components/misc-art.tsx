/*
 * Tessera's own drawings for the misc pages, in the skin's tokens so they follow light and dark; decorative
 * (MiscPageFrame hides them from readers: the heading says what the page is). The mosaic tile is the logo's motif.
 */

/** A mosaic with one tile missing: its slot is a dashed outline and the tile lies tilted below, under "404". */
export function NotFoundArt() {
  const tiles: [x: number, y: number, color: string, opacity: number][] = [
    [0, 0, 'var(--primary)', 0.9],
    [34, 0, 'var(--primary)', 0.45],
    [68, 0, 'var(--info)', 0.55],
    [0, 34, 'var(--warning)', 0.6],
    [68, 34, 'var(--primary)', 0.7],
    [0, 68, 'var(--primary)', 0.35],
    [34, 68, 'var(--success)', 0.55],
    [68, 68, 'var(--primary)', 0.9],
  ]
  return (
    <svg viewBox="0 0 240 170" className="w-64">
      <ellipse cx="120" cy="158" rx="96" ry="9" fill="var(--foreground)" opacity=".06" />
      <g transform="translate(24 20)">
        {tiles.map(([x, y, color, opacity]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width="28" height="28" rx="7" fill={color} opacity={opacity} />
        ))}
        {/* the empty slot */}
        <rect
          x="34"
          y="34"
          width="28"
          height="28"
          rx="7"
          fill="none"
          stroke="var(--muted-foreground)"
          strokeWidth="1.5"
          strokeDasharray="4 3"
        />
      </g>
      {/* the missing tile, fallen out */}
      <rect
        x="70"
        y="128"
        width="28"
        height="28"
        rx="7"
        fill="var(--primary)"
        opacity=".6"
        transform="rotate(24 84 142)"
      />
      <text
        x="184"
        y="96"
        textAnchor="middle"
        fontSize="46"
        fontWeight="800"
        letterSpacing="-2"
        fill="var(--primary-ink)"
      >
        404
      </text>
      <path d="M148 110h72" stroke="var(--border)" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

/** A door in a tiled wall, shut with a padlock. */
export function NotAuthorizedArt() {
  return (
    <svg viewBox="0 0 240 170" className="w-64">
      <ellipse cx="120" cy="158" rx="96" ry="9" fill="var(--foreground)" opacity=".06" />
      {/* the wall: two columns of tiles each side */}
      {[28, 58, 154, 184].map((x, column) =>
        [40, 70, 100, 130].map((y, row) => (
          <rect
            key={`${x}-${y}`}
            x={x}
            y={y - 8}
            width="26"
            height="26"
            rx="6"
            fill="var(--primary)"
            opacity={(column + row) % 2 ? 0.18 : 0.32}
          />
        )),
      )}
      {/* the door */}
      <rect
        x="88"
        y="20"
        width="64"
        height="130"
        rx="10"
        fill="var(--card)"
        stroke="var(--border)"
        strokeWidth="2"
      />
      <rect x="98" y="32" width="44" height="48" rx="5" fill="var(--muted)" />
      <rect x="98" y="88" width="44" height="50" rx="5" fill="var(--muted)" />
      {/* the padlock */}
      <g transform="translate(120 92)">
        <path
          d="M-12-4v-8a12 12 0 0 1 24 0v8"
          fill="none"
          stroke="var(--warning-ink)"
          strokeWidth="6"
          strokeLinecap="round"
        />
        <rect x="-20" y="-6" width="40" height="32" rx="7" fill="var(--warning)" />
        <circle cy="6" r="4.5" fill="var(--card)" />
        <rect x="-2" y="8" width="4" height="9" rx="2" fill="var(--card)" />
      </g>
    </svg>
  )
}

/** A rocket lifting off a row of tiles, with a trail of small tiles and stars. */
export function ComingSoonArt() {
  return (
    <svg viewBox="0 0 240 170" className="w-64">
      <ellipse cx="120" cy="158" rx="96" ry="9" fill="var(--foreground)" opacity=".06" />
      {[40, 72, 136, 168].map((x, index) => (
        <rect
          key={x}
          x={x}
          y="128"
          width="26"
          height="26"
          rx="6"
          fill="var(--primary)"
          opacity={index % 2 ? 0.2 : 0.35}
        />
      ))}
      {/* the trail */}
      <circle cx="120" cy="142" r="12" fill="var(--muted-foreground)" opacity=".22" />
      <circle cx="110" cy="132" r="8" fill="var(--muted-foreground)" opacity=".3" />
      <circle cx="130" cy="130" r="7" fill="var(--muted-foreground)" opacity=".3" />
      {/* the rocket */}
      <g transform="translate(120 72) scale(1.15)">
        <path d="M-12 28-24 42v-20l12-12z" fill="var(--primary)" opacity=".7" />
        <path d="M12 28 24 42v-20L12 10z" fill="var(--primary)" opacity=".7" />
        <path
          d="M0-50c16 14 18 44 13 78h-26c-5-34-3-64 13-78z"
          fill="var(--card)"
          stroke="var(--border)"
          strokeWidth="2"
        />
        <path d="M0-50c7 6 11 14 13 24h-26c2-10 6-18 13-24z" fill="var(--primary)" />
        <circle cy="0" r="8" fill="var(--info)" opacity=".8" stroke="var(--card)" strokeWidth="3" />
        <path d="M-7 28h14l-3 16h-8z" fill="var(--warning)" />
      </g>
      {/* stars */}
      {[
        [50, 40],
        [190, 30],
        [176, 88],
        [62, 92],
      ].map(([x, y]) => (
        <path
          key={`${x}-${y}`}
          d={`M${x} ${y - 6}v12M${x - 6} ${y}h12`}
          stroke="var(--primary)"
          strokeWidth="2.5"
          strokeLinecap="round"
          opacity=".5"
        />
      ))}
    </svg>
  )
}

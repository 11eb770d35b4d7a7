import type { ReactNode } from 'react'

/** Legend entries in the app's text colour rather than recharts' default of the series colour. */
export function ChartLegendText({ children }: { children: ReactNode }) {
  return <span className="text-sm text-foreground">{children}</span>
}

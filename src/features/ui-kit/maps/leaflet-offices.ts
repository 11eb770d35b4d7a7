/** Six offices of a made-up company, Lumen Freight. */
export const OFFICES = [
  { id: 'lisbon', lat: 38.7077, lng: -9.1366, staff: 42 },
  { id: 'berlin', lat: 52.5208, lng: 13.4094, staff: 65 },
  { id: 'montreal', lat: 45.5019, lng: -73.5674, staff: 28 },
  { id: 'saoPaulo', lat: -23.5614, lng: -46.6559, staff: 51 },
  { id: 'cairo', lat: 30.0444, lng: 31.2357, staff: 33 },
  { id: 'singapore', lat: 1.2839, lng: 103.8515, staff: 47 },
] as const

export type Office = (typeof OFFICES)[number]
export type OfficeId = Office['id']

/** [[south, west], [north, east]] around the offices, for fitting the map to all of them. */
export function boundsOf(
  offices: readonly { lat: number; lng: number }[],
): [[number, number], [number, number]] {
  const lats = offices.map((office) => office.lat)
  const lngs = offices.map((office) => office.lng)
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ]
}

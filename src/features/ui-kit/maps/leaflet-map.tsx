import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import './leaflet-map.css'
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'

export const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
// Your own tile server: set VITE_MAP_TILES (and VITE_MAP_ATTRIBUTION) at build time; see the README, "Maps"
const OWN_TILES = String(import.meta.env.VITE_MAP_TILES ?? '')
const TILES = OWN_TILES || OSM_TILES
const ATTRIBUTION = OWN_TILES ? String(import.meta.env.VITE_MAP_ATTRIBUTION ?? '') : OSM_ATTRIBUTION

/**
 * Draws the bundled outline of the continents under the tiles (its own pane, below theirs), so a map whose tiles
 * cannot load still shows land and sea; tiles that do load cover it. Fetched on the first failed tile only.
 */
async function drawOutline(map: L.Map) {
  const { WORLD_OUTLINE } = await import('./world-outline')
  map.createPane('outline').style.zIndex = '150'
  L.geoJSON(WORLD_OUTLINE, {
    pane: 'outline',
    interactive: false,
    style: { className: 'ui-leaflet-land' },
  }).addTo(map)
}

export interface LeafletMapProps {
  /** The map's accessible name ("Map of our offices"). */
  label: string
  center: L.LatLngExpression
  zoom: number
  /** Draws the example's layers once the map exists; may return a cleanup. */
  onReady?: (map: L.Map) => void | (() => void)
  className?: string
}

/**
 * A Leaflet map with OpenStreetMap tiles, translated zoom buttons and the attribution. The map keeps its own
 * left-to-right layout (`dir="ltr"`) on right-to-left pages. When tiles cannot load (offline, blocked) a bundled
 * outline of the continents stands in and a short note says so; the map, its markers and shapes still work.
 */
export function LeafletMap({ label, center, zoom, onReady, className }: LeafletMapProps) {
  const { t } = useTranslation('maps')
  const [tilesFailed, setTilesFailed] = useState(false)
  // the first values only: the map is created once, the examples move it through the map itself
  const initial = useRef({ center, zoom, onReady, zoomIn: t('zoomIn'), zoomOut: t('zoomOut') })

  const container = useCallback((node: HTMLDivElement | null) => {
    if (!node) return
    const { center: start, zoom: level, onReady: ready, zoomIn, zoomOut } = initial.current
    const map = L.map(node, { center: start, zoom: level, zoomControl: false, scrollWheelZoom: false })
    L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map)
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>')
    const tiles = L.tileLayer(TILES, { attribution: ATTRIBUTION, maxZoom: 19 })
    tiles.once('tileerror', () => {
      setTilesFailed(true)
      // the map may be gone by the time the outline arrives
      void drawOutline(map).catch(() => {})
    })
    tiles.addTo(map)
    const cleanup = ready?.(map)
    return () => {
      cleanup?.()
      map.remove()
    }
  }, [])

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div
        ref={container}
        dir="ltr"
        role="region"
        aria-label={label}
        className="ui-leaflet relative z-0 h-72 w-full overflow-hidden rounded-lg border bg-muted"
      />
      {tilesFailed && (
        <p role="status" className="text-sm text-muted-foreground">
          {t('tilesFailed')}
        </p>
      )}
    </div>
  )
}

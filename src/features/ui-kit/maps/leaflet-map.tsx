import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import './leaflet-map.css'
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'

export const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'

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
 * left-to-right layout (`dir="ltr"`) on right-to-left pages. When tiles cannot load (offline, blocked) a short note
 * says so; the map, its markers and shapes still work.
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
    const tiles = L.tileLayer(OSM_TILES, { attribution: OSM_ATTRIBUTION, maxZoom: 19 })
    tiles.on('tileerror', () => setTilesFailed(true))
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

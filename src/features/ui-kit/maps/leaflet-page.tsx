import L from 'leaflet'
import LocateFixed from 'lucide-react/icons/locate-fixed'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { DemoCard } from '../components/demo-card'
import { namedMarker, translatePopupClose } from './leaflet-layers'
import { LeafletMap } from './leaflet-map'
import { boundsOf, OFFICES, type Office, type OfficeId } from './leaflet-offices'
import { PlaceList } from './leaflet-places'

const BASIC_CODE = `import L from 'leaflet'
import 'leaflet/dist/leaflet.css'

const map = L.map(node, { center: [48.8566, 2.3522], zoom: 12 })
L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  maxZoom: 19,
}).addTo(map)

// the map keeps its own direction on right-to-left pages
<div ref={container} dir="ltr" role="region" aria-label="Map of Paris" className="h-72" />`

const MARKERS_CODE = `const marker = L.marker([office.lat, office.lng], {
  icon: L.divIcon({ className: 'ui-leaflet-pin', iconSize: [28, 36], iconAnchor: [14, 34] }),
  title: office.city, // the marker's accessible name; it is a button Enter opens
  keyboard: true,
})
marker.bindPopup(popupFor(office)).addTo(map)
map.fitBounds(boundsOf(OFFICES), { padding: [24, 24] })`

const SHAPES_CODE = `L.circle([38.7077, -9.1366], { radius: 4000, color: 'var(--color-primary)' })
  .bindPopup('Same-day delivery: 4 km around the office')
  .addTo(map)

L.polygon([[38.79, -9.23], [38.80, -9.09], [38.71, -9.05], [38.69, -9.22]], { color: '#d97706' })
  .bindPopup('Next-day delivery zone')
  .addTo(map)`

const LOCATE_CODE = `navigator.geolocation.getCurrentPosition(
  ({ coords }) => {
    map.flyTo([coords.latitude, coords.longitude], 14)
    L.circle([coords.latitude, coords.longitude], { radius: coords.accuracy }).addTo(map)
  },
  (error) => setMessage(error.code === error.PERMISSION_DENIED ? 'Location access was refused.' : '...'),
  { timeout: 10_000 },
)`

const LIST_CODE = `const [selected, setSelected] = useState<Office | null>(null)

<PlaceList selected={selected?.id} onSelect={(office) => {
  setSelected(office)
  map.flyTo([office.lat, office.lng], 11)
  markers.get(office.id)?.openPopup()
}} />`

/** Popups keep clear of the zoom buttons in the top left corner when Leaflet pans them into view. */
const POPUP_OPTIONS: L.PopupOptions = {
  maxWidth: 220,
  autoPanPaddingTopLeft: L.point(44, 12),
  autoPanPaddingBottomRight: L.point(8, 8),
}

/** The popup of an office: built from DOM nodes, so no translated text is ever read as HTML. */
function popupContent(title: string, lines: string[]) {
  const root = document.createElement('div')
  const heading = document.createElement('strong')
  heading.textContent = title
  root.append(heading)
  for (const line of lines) {
    const p = document.createElement('p')
    p.style.margin = '4px 0 0'
    p.textContent = line
    root.append(p)
  }
  return root
}

function useOfficeText() {
  const { t } = useTranslation('maps')
  return (office: Office) => ({
    city: t(`offices.places.${office.id}.city`),
    lines: [t(`offices.places.${office.id}.address`), t('offices.staff', { count: office.staff })],
  })
}

function BasicMap() {
  const { t } = useTranslation('maps')
  return <LeafletMap label={t('basic.label')} center={[48.8566, 2.3522]} zoom={12} />
}

function MarkersMap() {
  const { t } = useTranslation('maps')
  const textOf = useOfficeText()
  return (
    <LeafletMap
      label={t('markers.label')}
      center={[30, 10]}
      zoom={1}
      onReady={(map) => {
        for (const office of OFFICES) {
          const { city, lines } = textOf(office)
          namedMarker([office.lat, office.lng], city)
            .bindPopup(popupContent(city, lines), POPUP_OPTIONS)
            .addTo(map)
        }
        map.fitBounds(boundsOf(OFFICES), { padding: [24, 24] })
        return translatePopupClose(map, t('closePopup'))
      }}
    />
  )
}

function ShapesMap() {
  const { t } = useTranslation('maps')
  return (
    <LeafletMap
      label={t('shapes.label')}
      center={[38.74, -9.14]}
      zoom={11}
      onReady={(map) => {
        const primary =
          getComputedStyle(document.documentElement).getPropertyValue('--primary').trim() || '#4f46e5'
        L.circle([38.7077, -9.1366], { radius: 4000, color: primary, fillOpacity: 0.15 })
          .bindPopup(popupContent(t('shapes.circle'), [t('shapes.circleText')]))
          .addTo(map)
        L.polygon(
          [
            [38.79, -9.23],
            [38.8, -9.09],
            [38.71, -9.05],
            [38.69, -9.22],
          ],
          { color: '#d97706', fillOpacity: 0.08, weight: 2, dashArray: '6 4' },
        )
          .bindPopup(popupContent(t('shapes.polygon'), [t('shapes.polygonText')]))
          .addTo(map)
        return translatePopupClose(map, t('closePopup'))
      }}
    />
  )
}

function LocateMap() {
  const { t } = useTranslation('maps')
  const map = useRef<L.Map | null>(null)
  const layer = useRef<L.LayerGroup | null>(null)
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setMessage(t('locate.unsupported'))
      return
    }
    setBusy(true)
    setMessage(t('locate.finding'))
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setBusy(false)
        setMessage(t('locate.found', { meters: Math.round(coords.accuracy) }))
        const at: L.LatLngExpression = [coords.latitude, coords.longitude]
        layer.current?.clearLayers()
        if (map.current && layer.current) {
          L.circle(at, { radius: coords.accuracy, weight: 1, fillOpacity: 0.1 }).addTo(layer.current)
          namedMarker(at, t('locate.you')).addTo(layer.current)
          map.current.flyTo(at, 14)
        }
      },
      (error) => {
        setBusy(false)
        setMessage(
          error.code === error.PERMISSION_DENIED
            ? t('locate.denied')
            : error.code === error.TIMEOUT
              ? t('locate.timeout')
              : t('locate.unavailable'),
        )
      },
      { timeout: 10_000, maximumAge: 60_000 },
    )
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={locate} disabled={busy}>
          <LocateFixed aria-hidden />
          {t('locate.button')}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {message}
        </p>
      </div>
      <LeafletMap
        label={t('locate.label')}
        center={[20, 0]}
        zoom={1}
        onReady={(created) => {
          map.current = created
          layer.current = L.layerGroup().addTo(created)
          return () => {
            map.current = null
            layer.current = null
          }
        }}
      />
    </div>
  )
}

function ListMap() {
  const { t } = useTranslation('maps')
  const textOf = useOfficeText()
  const map = useRef<L.Map | null>(null)
  const markers = useRef(new Map<OfficeId, L.Marker>())
  const [selected, setSelected] = useState<OfficeId | null>(null)

  const select = (office: Office) => {
    setSelected(office.id)
    const marker = markers.current.get(office.id)
    // the popup opens where the flight ends, so Leaflet can pan it clear of the edges and the zoom buttons
    map.current?.once('moveend', () => marker?.openPopup())
    map.current?.flyTo([office.lat, office.lng], 11, { duration: 0.8 })
  }

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[14rem_1fr]">
      <PlaceList selected={selected} onSelect={select} />
      <LeafletMap
        label={t('list.label')}
        center={[30, 10]}
        zoom={1}
        onReady={(created) => {
          map.current = created
          for (const office of OFFICES) {
            const { city, lines } = textOf(office)
            const marker = namedMarker([office.lat, office.lng], city).bindPopup(
              popupContent(city, lines),
              POPUP_OPTIONS,
            )
            marker.on('click', () => setSelected(office.id))
            marker.addTo(created)
            markers.current.set(office.id, marker)
          }
          created.fitBounds(boundsOf(OFFICES), { padding: [24, 24] })
          const untranslate = translatePopupClose(created, t('closePopup'))
          return () => {
            untranslate()
            markers.current.clear()
            map.current = null
          }
        }}
      />
    </div>
  )
}

export function LeafletPage() {
  const { t } = useTranslation('maps')
  return (
    <div>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard title={t('basic.title')} description={t('basic.description')} code={BASIC_CODE}>
          <BasicMap />
        </DemoCard>
        <DemoCard title={t('markers.title')} description={t('markers.description')} code={MARKERS_CODE}>
          <MarkersMap />
        </DemoCard>
        <DemoCard title={t('shapes.title')} description={t('shapes.description')} code={SHAPES_CODE}>
          <ShapesMap />
        </DemoCard>
        <DemoCard title={t('locate.title')} description={t('locate.description')} code={LOCATE_CODE}>
          <LocateMap />
        </DemoCard>
        <DemoCard
          title={t('list.title')}
          description={t('list.description')}
          code={LIST_CODE}
          className="xl:col-span-2"
        >
          <ListMap />
        </DemoCard>
      </div>
    </div>
  )
}

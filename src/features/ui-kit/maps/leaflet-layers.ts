import L from 'leaflet'

/** A marker drawn in CSS (no image files to resolve): a pin in the primary colour, named for screen readers. */
export function pinIcon() {
  return L.divIcon({
    className: 'ui-leaflet-pin',
    html: '<span aria-hidden="true"></span>',
    iconSize: [28, 36],
    iconAnchor: [14, 34],
    popupAnchor: [0, -30],
  })
}

/** A marker usable by keyboard (Tab to it, Enter or Space opens its popup) whose accessible name is `name`. */
export function namedMarker(at: L.LatLngExpression, name: string) {
  const marker = L.marker(at, { icon: pinIcon(), title: name, alt: name, keyboard: true })
  // Leaflet 1.9 makes the pin a focusable role=button but gives it no keys: Enter and Space press it like a click
  const press = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    marker.fire('click', { originalEvent: event, latlng: marker.getLatLng() })
  }
  marker.on('add', () => {
    const element = marker.getElement()
    element?.setAttribute('aria-label', name)
    element?.addEventListener('keydown', press)
  })
  marker.on('remove', () => marker.getElement()?.removeEventListener('keydown', press))
  return marker
}

/** Leaflet's popup close button says "Close popup" in English: give it the page's words. */
export function translatePopupClose(map: L.Map, label: string) {
  const rename = (event: L.PopupEvent) =>
    event.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', label)
  map.on('popupopen', rename)
  return () => void map.off('popupopen', rename)
}

export { LeafletPage } from './leaflet-page'

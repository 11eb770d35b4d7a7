export { ColorsPage } from './colors-page'

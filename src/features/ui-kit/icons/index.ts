export { IconsPage } from './icons-page'

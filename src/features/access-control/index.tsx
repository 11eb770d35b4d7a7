export { AccessControlPage } from './access-control-page'

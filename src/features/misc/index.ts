export { ErrorPage } from './error-page'

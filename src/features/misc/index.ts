export { ComingSoonPage } from './coming-soon-page'
export { ErrorPage } from './error-page'
export { MaintenancePage } from './maintenance-page'
export { NotAuthorizedPage } from './not-authorized-page'

export { UserViewPage } from './user-view-page'
export { FirstUserRedirect } from './first-user-redirect'
export { UserEditPage } from './user-edit-page'

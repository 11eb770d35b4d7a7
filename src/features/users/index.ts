export { UserListPage } from './user-list-page'
export { UserViewPage } from './user-view-page'

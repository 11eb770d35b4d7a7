export { AlertDialogPage } from './alert-dialog-page'

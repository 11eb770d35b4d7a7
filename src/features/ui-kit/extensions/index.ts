export { AlertDialogPage } from './alert-dialog-page'
export { DragAndDropPage } from './drag-and-drop-page'
export { TourPage } from './tour-page'

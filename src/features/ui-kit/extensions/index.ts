export { AlertDialogPage } from './alert-dialog-page'
export { ClipboardPage } from './clipboard-page'
export { ToastsServicePage } from './toasts-page'
export { SliderPage } from './slider-page'

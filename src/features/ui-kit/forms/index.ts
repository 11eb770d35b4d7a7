export { FormLayoutPage } from './form-layout-page'

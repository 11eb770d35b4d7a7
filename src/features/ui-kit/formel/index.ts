export { InputPage } from './input-page'

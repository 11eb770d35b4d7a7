export { InputPage } from './input-page'
export { TextareaPage } from './textarea-page'
export { CheckboxPage } from './checkbox-page'
export { RadioPage } from './radio-page'

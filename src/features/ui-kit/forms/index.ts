export { FormLayoutPage } from './form-layout-page'
export { FormWizardPage } from './form-wizard-page'
export { FormValidationPage } from './form-validation-page'
export { FormRepeaterPage } from './form-repeater-page'

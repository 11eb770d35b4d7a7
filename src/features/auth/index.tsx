export { ForgotPasswordPage } from './forgot-password-page'
export { LoginPage } from './login-page'
export { RegisterPage } from './register-page'
export { ResetPasswordPage } from './reset-password-page'

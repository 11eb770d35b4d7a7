/*
 * The auth pages come in three flavours: the app's own (/login, /register, /forgot-password, drawn like v2)
 * and the two demo looks under /pages. Links between the pages stay within the flavour.
 */
export type AuthFlavour = 'app' | 'v1' | 'v2'

export const AUTH_PATHS = {
  app: {
    login: '/login',
    register: '/register',
    forgot: '/forgot-password',
    reset: '/pages/reset-password-v2',
  },
  v1: {
    login: '/pages/login-v1',
    register: '/pages/register-v1',
    forgot: '/pages/forgot-password-v1',
    reset: '/pages/reset-password-v1',
  },
  v2: {
    login: '/pages/login-v2',
    register: '/pages/register-v2',
    forgot: '/pages/forgot-password-v2',
    reset: '/pages/reset-password-v2',
  },
} as const

export const lookOf = (flavour: AuthFlavour) => (flavour === 'v1' ? 'v1' : 'v2')

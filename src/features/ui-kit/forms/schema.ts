import type { TFunction } from 'i18next'
import { z } from 'zod'

/** The rules these pages share, with their messages in the user's language. */
export function rules(t: TFunction<'uiForms'>) {
  const required = () => z.string().trim().min(1, t('errors.required'))
  return {
    required,
    optional: () => z.string().trim(),
    email: () =>
      z
        .string()
        .trim()
        .min(1, t('errors.required'))
        .pipe(z.email(t('errors.email'))),
    password: () =>
      z
        .string()
        .min(1, t('errors.required'))
        .min(8, t('errors.minLength', { count: 8 })),
    username: () =>
      z
        .string()
        .trim()
        .min(1, t('errors.required'))
        .regex(/^[a-z0-9_]{3,16}$/, t('errors.username')),
    choice: () => z.string().min(1, t('errors.choose')),
  }
}

export const COUNTRIES = ['br', 'de', 'eg', 'fr', 'ma', 'pt', 'us'] as const

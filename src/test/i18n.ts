import { act } from '@testing-library/react'
import { createInstance, type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { interpolation, intlFormatter } from '@/i18n/format'
import common from '@/i18n/locales/en/common.json'

/**
 * English translations for a component test: `initTestI18n({ email })` makes `t('email:...')` and
 * `useTranslation('email')` answer with the real strings, so tests query by what users read.
 * `common` is always there. Call it once at the top of the test file.
 */
export function initTestI18n(namespaces: Record<string, object> = {}) {
  const instance = createInstance()
  void instance
    .use(initReactI18next)
    .use(intlFormatter)
    .init({
      lng: 'en',
      resources: { en: { common, ...namespaces } },
      ns: ['common', ...Object.keys(namespaces)],
      defaultNS: 'common',
      interpolation,
      react: { useSuspense: false },
    })
  return instance
}

/**
 * Runs `check` with the instance switched to `language`, then switches back to English even when it fails, so the
 * file's other tests keep reading English.
 */
export async function withLanguage(instance: i18n, language: string, check: () => void | Promise<void>) {
  try {
    await act(() => instance.changeLanguage(language))
    await check()
  } finally {
    await act(() => instance.changeLanguage('en'))
  }
}

import i18next, { type BackendModule } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { followLanguageDirection } from './direction'
import { interpolation, intlFormatter } from './format'
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_STORAGE_KEY, type LanguageCode } from './languages'

/*
 * Each JSON file in locales/<lang>/ is a namespace named after the file. The shell's English namespaces ship in
 * the main bundle (English is the source and the fallback); every other file is its own small chunk, loaded
 * when a component first asks for its namespace (react-i18next suspends until then, so the route's pending
 * screen covers it) and, on a language switch, before the switch happens, so the change is instant and never
 * shows raw keys.
 */
export const SHELL_NAMESPACES = ['common', 'shell', 'navigation'] as const

const bundled = import.meta.glob<Record<string, unknown>>('./locales/en/{common,shell,navigation}.json', {
  eager: true,
  import: 'default',
})
const lazy = import.meta.glob<Record<string, unknown>>(
  ['./locales/*/*.json', '!./locales/en/{common,shell,navigation}.json'],
  { import: 'default' },
)

const namespaceOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length)

const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = lazy[`./locales/${language}/${namespace}.json`]
    if (!load) return callback(null, {})
    load().then(
      (bundle) => callback(null, bundle),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    )
  },
}

export function storedLanguage(): LanguageCode {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return isLanguageCode(value) ? value : DEFAULT_LANGUAGE
  } catch {
    return DEFAULT_LANGUAGE
  }
}

export async function initI18n(language: LanguageCode = storedLanguage()) {
  const english = Object.fromEntries(
    Object.entries(bundled).map(([path, bundle]) => [namespaceOf(path), bundle]),
  )
  // the default instance's own methods are i18next's documented API
  // oxlint-disable-next-line import/no-named-as-default-member
  await i18next
    .use(chunkBackend)
    .use(intlFormatter)
    .use(initReactI18next)
    .init({
      resources: { en: english },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: [...SHELL_NAMESPACES],
      defaultNS: 'common',
      interpolation,
      react: { useSuspense: true },
    })
  document.documentElement.lang = language
  return i18next
}

/**
 * Switches language once its namespaces in use are loaded, remembers it, updates <html lang> and lets the layout's
 * direction follow (right to left for Arabic; see ./direction.ts).
 */
export async function changeLanguage(language: LanguageCode) {
  const previous = i18next.resolvedLanguage ?? i18next.language
  // oxlint-disable-next-line import/no-named-as-default-member
  await i18next.changeLanguage(language)
  document.documentElement.lang = language
  followLanguageDirection(previous, language)
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // storage may be unavailable (private mode); the switch still works for this visit
  }
}

/**
 * A lazy part's code together with the namespaces only it uses, for `lazyComponent`: its first render then finds
 * its words loaded instead of suspending on them (React holds a suspended part back for up to 300 ms).
 */
export async function withNamespaces<T>(code: Promise<T>, ...namespaces: string[]): Promise<T> {
  // oxlint-disable-next-line import/no-named-as-default-member
  const [module] = await Promise.all([code, i18next.loadNamespaces(namespaces)])
  return module
}

export { i18next }

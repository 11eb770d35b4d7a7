import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_STORAGE_KEY, type LanguageCode } from './languages'

/*
 * English ships in the main bundle (it is the source and the fallback); the other languages are one lazy chunk
 * per namespace file, loaded before the switch so the change is instant and never shows raw keys.
 * Each JSON file in locales/<lang>/ is a namespace named after the file.
 */
const english = import.meta.glob<Record<string, unknown>>('./locales/en/*.json', { eager: true, import: 'default' })
const others = import.meta.glob<Record<string, unknown>>('./locales/{de,fr,pt}/*.json', { import: 'default' })

const namespaceOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length)
export const NAMESPACES = Object.keys(english).map(namespaceOf)

async function loadLanguage(language: LanguageCode) {
  if (language === 'en' || i18next.hasResourceBundle(language, 'common')) return
  const files = Object.entries(others).filter(([path]) => path.includes(`/locales/${language}/`))
  const bundles = await Promise.all(files.map(async ([path, load]) => [namespaceOf(path), await load()] as const))
  for (const [namespace, bundle] of bundles) i18next.addResourceBundle(language, namespace, bundle, true, true)
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
  const resources = { en: Object.fromEntries(Object.entries(english).map(([path, b]) => [namespaceOf(path), b])) }
  await i18next.use(initReactI18next).init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  if (language !== 'en') await changeLanguage(language)
  return i18next
}

/** Loads the language if needed, switches to it, remembers it and updates <html lang>. */
export async function changeLanguage(language: LanguageCode) {
  await loadLanguage(language)
  await i18next.changeLanguage(language)
  document.documentElement.lang = language
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // storage may be unavailable (private mode); the switch still works for this visit
  }
}

export { i18next }

import { useTranslation } from 'react-i18next'

export const MAIN_CONTENT_ID = 'main-content'

export function SkipLink() {
  const { t } = useTranslation('shell')
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {t('skipToContent')}
    </a>
  )
}

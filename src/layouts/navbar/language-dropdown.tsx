import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { OnIntent } from '@/components/ui/on-intent'
import { LANGUAGES } from '@/i18n/languages'
import { lazyComponent } from '@/lib/lazy-component'
import { Flag } from './flags'

// the menu's code (Radix) loads on the first hover, focus or press of the button (src/components/ui/on-intent.tsx)
const LanguageMenu = lazyComponent(() => import('./language-menu'), 'LanguageMenu')

export function LanguageDropdown() {
  const { t, i18n } = useTranslation('shell')
  const current = LANGUAGES.find((language) => language.code === i18n.language) ?? LANGUAGES[0]
  return (
    <OnIntent
      control={LanguageMenu}
      popup="menu"
      props={{ current: current.code }}
      trigger={
        <Button
          variant="ghost"
          className="gap-2 px-2.5"
          aria-label={t('navbar.language', { language: current.label })}
        >
          <Flag code={current.code} />
          <span className="hidden text-sm font-medium md:inline">{current.label}</span>
        </Button>
      }
    />
  )
}

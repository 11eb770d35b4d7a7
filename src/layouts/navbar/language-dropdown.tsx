import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { changeLanguage } from '@/i18n'
import { isLanguageCode, LANGUAGES } from '@/i18n/languages'
import { Flag } from './flags'

export function LanguageDropdown() {
  const { t, i18n } = useTranslation('shell')
  const current = LANGUAGES.find((language) => language.code === i18n.language) ?? LANGUAGES[0]
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className="gap-2 px-2.5"
          aria-label={t('navbar.language', { language: current.label })}
        >
          <Flag code={current.code} />
          <span className="hidden text-sm font-medium md:inline">{current.label}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup
          value={current.code}
          onValueChange={(code) => {
            if (isLanguageCode(code)) void changeLanguage(code)
          }}
        >
          {LANGUAGES.map((language) => (
            <DropdownMenuRadioItem
              key={language.code}
              value={language.code}
              lang={language.code}
              className="gap-2.5"
            >
              <Flag code={language.code} />
              {language.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

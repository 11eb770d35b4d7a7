import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { IntentProps } from '@/components/ui/on-intent'
import { changeLanguage } from '@/i18n'
import { isLanguageCode, LANGUAGES, type LanguageCode } from '@/i18n/languages'
import { Flag } from './flags'

/** The language menu around the navbar's button (language-dropdown.tsx draws the button until this loads). */
export function LanguageMenu({ trigger, defaultOpen, current }: IntentProps & { current: LanguageCode }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup
          value={current}
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

import { useTranslation } from 'react-i18next'
import { Kbd } from '@/components/ui/kbd'
import { modKey } from './mod-key'

/** The palette's keyboard map, including the keyboard's way to a star and to a contact's e-mail. */
export function SearchFooter() {
  const { t } = useTranslation('search')
  const hints = [
    { keys: ['↑', '↓'], label: t('footer.move') },
    { keys: ['↵'], label: t('footer.open') },
    { keys: [modKey(), 'B'], label: t('footer.star') },
    { keys: [modKey(), 'E'], label: t('footer.mail') },
    { keys: ['Esc'], label: t('footer.close') },
  ]
  return (
    // touch screens have no shortcuts to learn, and the space is better spent on results
    <div className="hidden flex-wrap items-center gap-x-4 gap-y-1 border-t px-4 py-2.5 text-xs text-muted-foreground sm:flex">
      {hints.map((hint) => (
        <span key={hint.label} className="flex items-center gap-1.5">
          <span className="flex gap-0.5">
            {hint.keys.map((key) => (
              <Kbd key={key}>{key}</Kbd>
            ))}
          </span>
          {hint.label}
        </span>
      ))}
    </div>
  )
}

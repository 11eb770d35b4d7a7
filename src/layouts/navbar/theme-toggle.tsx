import Moon from 'lucide-react/icons/moon'
import Sun from 'lucide-react/icons/sun'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { setLayout, useLayout } from '@/lib/layout/layout-store'

/** Switches between the dark skin and the light one (bordered and semi-dark count as light). */
export function ThemeToggle() {
  const { t } = useTranslation('shell')
  const dark = useLayout((s) => s.skin === 'dark')
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={dark ? t('navbar.lightMode') : t('navbar.darkMode')}
      onClick={() => setLayout({ skin: dark ? 'light' : 'dark' })}
    >
      {dark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  )
}

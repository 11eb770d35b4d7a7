import { Heart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { APP_NAME, PROJECT_LINKS } from '@/config/app'
import { useLayout } from '@/lib/layout/layout-store'
import { cn } from '@/lib/utils'

export function Footer() {
  const { t } = useTranslation('shell')
  const footerType = useLayout((s) => s.footerType)
  if (footerType === 'hidden') return null
  return (
    <footer
      className={cn(
        'flex flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-muted-foreground md:px-6',
        footerType === 'sticky' && 'sticky bottom-0 z-10 border-t border-border bg-card/95 backdrop-blur',
      )}
    >
      <p>
        © {new Date().getFullYear()} {APP_NAME}. {t('footer.rights')}
      </p>
      <p className="flex items-center gap-1">
        {t('footer.madeWith')}
        <Heart aria-label={t('footer.love')} className="size-4 fill-danger text-danger-ink" />
        <a
          href={PROJECT_LINKS.home}
          className="font-medium text-primary-ink hover:underline"
          target="_blank"
          rel="noreferrer"
        >
          {t('footer.community')}
        </a>
      </p>
    </footer>
  )
}

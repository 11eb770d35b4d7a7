import Heart from 'lucide-react/icons/heart'
import { useTranslation } from 'react-i18next'
import { APP_NAME, PROJECT_LINKS } from '@/config/app'
import { useLayout } from '@/lib/layout/layout-store'
import { useFirstPageLoaded } from '@/lib/use-page-settled'
import { cn } from '@/lib/utils'
import { CUSTOMIZER_GUTTER_CLASS } from '../customizer/gutter'

/** The copyright year: the year the page was loaded is close enough for a footer. */
const YEAR = new Date().getFullYear()

export function Footer() {
  const { t, i18n } = useTranslation('shell')
  // each sentence runs in its language's direction: English in a right-to-left layout still reads left to right
  const sentenceDir = i18n.dir()
  const footerType = useLayout((s) => s.footerType)
  // A static footer drawn under the loading screen would be pushed down by the page when it arrives (most of
  // the dashboards' layout shift); it appears with the first page instead, below it.
  const firstPageLoaded = useFirstPageLoaded()
  if (footerType === 'hidden' || (footerType === 'static' && !firstPageLoaded)) return null
  return (
    <footer
      className={cn(
        // below 640 px the two parts always stack (two lines), the height h-window-page (src/styles/index.css) counts on
        'flex flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-muted-foreground max-sm:flex-col max-sm:items-start md:px-6',
        CUSTOMIZER_GUTTER_CLASS,
        footerType === 'sticky' && 'sticky bottom-0 z-10 border-t border-border bg-card/95 backdrop-blur',
      )}
    >
      {/* Each part is isolated, so in a right-to-left page the brand's full stop and the year stay where they belong. */}
      <p dir={sentenceDir}>
        <bdi>
          © {YEAR} {APP_NAME}.
        </bdi>{' '}
        <bdi>{t('footer.rights')}</bdi>
      </p>
      <p dir={sentenceDir} className="flex items-center gap-1">
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

import { Link } from '@tanstack/react-router'
import ChevronRight from 'lucide-react/icons/chevron-right'
import { useTranslation } from 'react-i18next'

interface Crumb {
  label: string
  /** Absent for the current page. */
  to?: string
  params?: Record<string, string>
}

/** Knowledge base › category › question, as a labelled navigation landmark. */
export function KbBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation('help')
  const all: Crumb[] = [{ label: t('kb.title'), to: '/pages/knowledge-base' }, ...crumbs]
  return (
    <nav aria-label={t('kb.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {all.map((crumb, index) => (
          <li key={crumb.label} className="flex items-center gap-1">
            {index > 0 && (
              <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground rtl:rotate-180" />
            )}
            {crumb.to ? (
              <Link
                to={crumb.to}
                params={crumb.params}
                className="user-text text-primary-ink hover:underline"
              >
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="user-text text-muted-foreground">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

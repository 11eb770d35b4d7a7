import { Link, type LinkProps } from '@tanstack/react-router'
import { ArrowRight, Palette, Search, SlidersHorizontal } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { NAVIGATION } from '@/config/navigation'
import { flattenLinks } from '@/lib/navigation'

const TIPS = [
  { id: 'customize', icon: SlidersHorizontal },
  { id: 'search', icon: Search },
  { id: 'theme', icon: Palette },
] as const

/**
 * The start page until the dashboards land: a welcome, three things to try, and every page the menu offers.
 */
export function HomePage() {
  const { t } = useTranslation(['home', 'navigation'])
  const pages = flattenLinks(NAVIGATION).filter(({ link }) => link.to !== '/')
  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-lg bg-primary p-6 text-white shadow-card md:p-8">
        <h1 className="text-2xl font-semibold md:text-3xl">{t('home:welcome')}</h1>
        <p className="mt-2 max-w-2xl text-white/90">{t('home:intro')}</p>
      </section>
      <section aria-labelledby="home-tips" className="grid gap-4 md:grid-cols-3">
        <h2 id="home-tips" className="sr-only">
          {t('home:tipsTitle')}
        </h2>
        {TIPS.map(({ id, icon: Icon }) => (
          <article key={id} className="flex gap-4 rounded-lg bg-card p-5 shadow-card">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary-light text-primary-ink">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">{t(`home:tips.${id}.title`)}</h3>
              <p className="text-sm text-muted-foreground">{t(`home:tips.${id}.body`)}</p>
            </div>
          </article>
        ))}
      </section>
      <section aria-labelledby="home-pages" className="rounded-lg bg-card p-5 shadow-card">
        <h2 id="home-pages" className="mb-3 font-semibold">
          {t('home:pagesTitle')}
        </h2>
        <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {pages.map(({ link, parents }) => (
            <li key={link.id}>
              <Link
                to={link.to as LinkProps['to']}
                className="flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-muted"
              >
                <span className="flex-1">
                  {[...parents, link.titleKey]
                    .map((key) => t(`navigation:${key}` as 'navigation:home'))
                    .join(' › ')}
                </span>
                <ArrowRight aria-hidden="true" className="rtl-flip size-4 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

import { Link } from '@tanstack/react-router'
import House from 'lucide-react/icons/house'
import MoreHorizontal from 'lucide-react/icons/ellipsis'
import Slash from 'lucide-react/icons/slash'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Breadcrumb, BreadcrumbPage, breadcrumbLinkClassName } from '@/components/ui/breadcrumb'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { DemoCard } from '../components/demo-card'

/** Breadcrumbs: a plain trail, another separator, a home icon, and a long trail whose middle folds into a menu. */
export function BreadcrumbsPage() {
  const { t } = useTranslation('uiDisplay')
  const home = (
    <Link to="/" className={breadcrumbLinkClassName}>
      {t('breadcrumbs.home')}
    </Link>
  )
  const components = (
    <Link to="/components/accordion" className={breadcrumbLinkClassName}>
      {t('breadcrumbs.components')}
    </Link>
  )
  const current = <BreadcrumbPage>{t('breadcrumbs.title')}</BreadcrumbPage>
  return (
    <div>
      <PageHeader title={t('breadcrumbs.title')} intro={t('breadcrumbs.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('breadcrumbs.basic')}
          description={t('breadcrumbs.basicHint')}
          code={`<Breadcrumb label="Breadcrumb">\n  <Link to="/" className={breadcrumbLinkClassName}>Home</Link>\n  <BreadcrumbPage>Breadcrumbs</BreadcrumbPage>\n</Breadcrumb>`}
        >
          <Breadcrumb label={t('breadcrumbs.label', { n: 1 })}>
            {home}
            {components}
            {current}
          </Breadcrumb>
        </DemoCard>
        <DemoCard
          title={t('breadcrumbs.separator')}
          code={`<Breadcrumb label="Breadcrumb" separator={<Slash />}>…</Breadcrumb>`}
        >
          <Breadcrumb label={t('breadcrumbs.label', { n: 2 })} separator={<Slash />}>
            {home}
            {components}
            {current}
          </Breadcrumb>
        </DemoCard>
        <DemoCard
          title={t('breadcrumbs.icon')}
          code={`<Link to="/" aria-label="Home"><House aria-hidden /></Link>`}
        >
          <Breadcrumb label={t('breadcrumbs.label', { n: 3 })}>
            <Link to="/" aria-label={t('breadcrumbs.home')} className={breadcrumbLinkClassName}>
              <House aria-hidden />
            </Link>
            {components}
            {current}
          </Breadcrumb>
        </DemoCard>
        <DemoCard
          title={t('breadcrumbs.collapsed')}
          description={t('breadcrumbs.collapsedHint')}
          code={`<DropdownMenu>\n  <DropdownMenuTrigger asChild><Button size="icon-sm" aria-label="Show hidden levels">…</Button></DropdownMenuTrigger>\n  …\n</DropdownMenu>`}
        >
          <Breadcrumb label={t('breadcrumbs.label', { n: 4 })}>
            {home}
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon-sm" aria-label={t('breadcrumbs.hidden')}>
                  <MoreHorizontal aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start">
                <DropdownMenuItem asChild>
                  <Link to="/components/accordion">{t('breadcrumbs.components')}</Link>
                </DropdownMenuItem>
                <DropdownMenuItem asChild>
                  <Link to="/components/buttons">{t('breadcrumbs.buttons')}</Link>
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
            <Link to="/components/badges" className={breadcrumbLinkClassName}>
              {t('breadcrumbs.badges')}
            </Link>
            {current}
          </Breadcrumb>
        </DemoCard>
      </div>
    </div>
  )
}

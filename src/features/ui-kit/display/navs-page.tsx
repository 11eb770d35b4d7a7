import { Link } from '@tanstack/react-router'
import ChevronDown from 'lucide-react/icons/chevron-down'
import ChevronsRight from 'lucide-react/icons/chevrons-right'
import Compass from 'lucide-react/icons/compass'
import Ellipsis from 'lucide-react/icons/ellipsis'
import PanelTop from 'lucide-react/icons/panel-top'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { PageHeader } from '@/components/page-header'
import { Nav, NavItem, NavLink } from '@/components/ui/nav'
import { DemoCard } from '../components/demo-card'

/* The demos link to real pages of the kit: this one is current, the others open when followed. */
const PAGES = [
  ['/components/navs', 'componentsNavs', Compass],
  ['/components/tabs', 'componentsTabs', PanelTop],
  ['/components/breadcrumbs', 'componentsBreadcrumbs', ChevronsRight],
  ['/components/pagination', 'componentsPagination', Ellipsis],
] as const

const MORE = [
  ['/components/dropdowns', 'componentsDropdowns'],
  ['/components/list-group', 'componentsListGroup'],
  ['/components/collapse', 'componentsCollapse'],
] as const

const STYLES = ['line', 'pills'] as const
const LAYOUTS = ['fill', 'justified'] as const

const BASIC_CODE = `<Nav aria-label="Components">
  <NavItem>
    <NavLink asChild><Link to="/components/navs">Navs</Link></NavLink>
  </NavItem>
  <NavItem>
    <NavLink asChild><Link to="/components/tabs">Tabs</Link></NavLink>
  </NavItem>
</Nav>
{/* a router Link sets aria-current="page" on the page shown; a plain <a> takes \`active\` */}`

const DROPDOWN_CODE = `<NavItem>
  <DropdownMenu>
    <DropdownMenuTrigger asChild>
      <NavLink asChild>
        <button type="button">More <ChevronDown aria-hidden /></button>
      </NavLink>
    </DropdownMenuTrigger>
    <DropdownMenuContent align="start">
      <DropdownMenuItem asChild><Link to="/components/dropdowns">Dropdowns</Link></DropdownMenuItem>
    </DropdownMenuContent>
  </DropdownMenu>
</NavItem>`

function PageLinks({ icons = false, count = PAGES.length }: { icons?: boolean; count?: number }) {
  const { t } = useTranslation('navigation')
  return PAGES.slice(0, count).map(([to, key, Icon]) => (
    <NavItem key={to}>
      <NavLink asChild>
        <Link to={to}>
          {icons && <Icon aria-hidden />}
          {t(key)}
        </Link>
      </NavLink>
    </NavItem>
  ))
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <span aria-hidden className="text-sm font-medium text-muted-foreground">
        {label}
      </span>
      {children}
    </div>
  )
}

/** Link bars between pages: plain, underlined and pill styles, vertical, filled and justified, icons, a
 * disabled link and a dropdown; each a named nav landmark whose current link is aria-current="page". */
export function NavsPage() {
  const { t } = useTranslation(['uiDisplay', 'navigation'])
  return (
    <div>
      <PageHeader title={t('navs.title')} intro={t('navs.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard title={t('navs.basic')} description={t('navs.basicHint')} code={BASIC_CODE}>
          <Nav aria-label={t('navs.label', { name: t('navs.basic') })}>
            <PageLinks />
          </Nav>
        </DemoCard>
        <DemoCard
          title={t('navs.styles')}
          description={t('navs.stylesHint')}
          code={`<Nav aria-label="Components" variant="line">…</Nav>\n<Nav aria-label="Components" variant="pills">…</Nav>`}
          contentClassName="flex flex-col gap-5"
        >
          {STYLES.map((variant) => (
            <Labelled key={variant} label={t(`navs.variants.${variant}`)}>
              <Nav aria-label={t('navs.label', { name: t(`navs.variants.${variant}`) })} variant={variant}>
                <PageLinks count={3} />
              </Nav>
            </Labelled>
          ))}
        </DemoCard>
        <DemoCard
          title={t('navs.vertical')}
          description={t('navs.verticalHint')}
          code={`<Nav aria-label="Components" orientation="vertical" variant="line">…</Nav>`}
          contentClassName="grid gap-6 sm:grid-cols-2"
        >
          {STYLES.map((variant) => (
            <Nav
              key={variant}
              aria-label={t('navs.label', {
                name: `${t('navs.vertical')}, ${t(`navs.variants.${variant}`)}`,
              })}
              orientation="vertical"
              variant={variant}
            >
              <PageLinks icons />
            </Nav>
          ))}
        </DemoCard>
        <DemoCard
          title={t('navs.layouts')}
          description={t('navs.layoutsHint')}
          code={`<Nav aria-label="Components" variant="pills" layout="fill">…</Nav>\n<Nav aria-label="Components" variant="pills" layout="justified">…</Nav>`}
          contentClassName="flex flex-col gap-5"
        >
          {LAYOUTS.map((layout) => (
            <Labelled key={layout} label={t(`navs.layoutNames.${layout}`)}>
              <Nav
                aria-label={t('navs.label', { name: t(`navs.layoutNames.${layout}`) })}
                variant="pills"
                layout={layout}
                className="rounded-lg bg-muted p-1"
              >
                <PageLinks count={3} />
              </Nav>
            </Labelled>
          ))}
        </DemoCard>
        <DemoCard
          title={t('navs.icons')}
          description={t('navs.iconsHint')}
          code={`<NavLink asChild>\n  <Link to="/components/tabs"><PanelTop aria-hidden /> Tabs</Link>\n</NavLink>`}
        >
          <Nav aria-label={t('navs.label', { name: t('navs.icons') })} variant="line">
            <PageLinks icons />
          </Nav>
        </DemoCard>
        <DemoCard
          title={t('navs.disabled')}
          description={t('navs.disabledHint')}
          code={`<NavItem>\n  <NavLink href="/reports" disabled>Reports</NavLink>\n</NavItem>`}
        >
          <Nav aria-label={t('navs.label', { name: t('navs.disabled') })} variant="pills">
            <PageLinks count={2} />
            <NavItem>
              <NavLink href="/reports" disabled>
                {t('navs.reports')}
              </NavLink>
            </NavItem>
          </Nav>
        </DemoCard>
        <DemoCard title={t('navs.dropdown')} description={t('navs.dropdownHint')} code={DROPDOWN_CODE}>
          <Nav aria-label={t('navs.label', { name: t('navs.dropdown') })} variant="line">
            <PageLinks count={2} />
            <NavItem>
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <NavLink asChild>
                    <button type="button">
                      {t('navs.more')}
                      <ChevronDown aria-hidden />
                    </button>
                  </NavLink>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="start">
                  {MORE.map(([to, key]) => (
                    <DropdownMenuItem key={to} asChild>
                      <Link to={to}>{t(`navigation:${key}`)}</Link>
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuContent>
              </DropdownMenu>
            </NavItem>
          </Nav>
        </DemoCard>
      </div>
    </div>
  )
}

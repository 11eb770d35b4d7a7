import { useTranslation } from 'react-i18next'
import type { TopProduct } from '@contract/cards'
import { useNumberFormat } from '@/components/cards'
import { useGrowthFormat } from '../format'

export function TopProductsTable({ products }: { products: TopProduct[] }) {
  const { t } = useTranslation('dashboards')
  const number = useNumberFormat()
  const money = useNumberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
  const growth = useGrowthFormat()
  return (
    // the table scrolls inside the card at phone width instead of widening the page; a focusable region lets
    // keyboard users scroll it too (WCAG 2.1.1, axe scrollable-region-focusable)
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('topProducts.title')}>
      <table className="w-full text-sm">
        <caption className="pb-2 text-start font-medium">{t('topProducts.title')}</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t('topProducts.product')}
            </th>
            <th scope="col" className="py-2 pe-3 text-end font-medium">
              {t('topProducts.orders')}
            </th>
            <th scope="col" className="py-2 pe-3 text-end font-medium">
              {t('topProducts.revenue')}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {t('topProducts.growth')}
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id} className="border-t border-border">
              <th scope="row" className="py-2 pe-3 text-start font-normal">
                <span className="block">{product.name}</span>
                <span className="block text-xs text-muted-foreground">
                  {t(`topProducts.categories.${product.category}`)}
                </span>
              </th>
              <td className="py-2 pe-3 text-end tabular-nums">{number(product.orders)}</td>
              <td className="py-2 pe-3 text-end tabular-nums">{money(product.revenue)}</td>
              <td
                className={`py-2 text-end tabular-nums ${product.growth < 0 ? 'text-danger-ink' : 'text-success-ink'}`}
              >
                <span dir="ltr">{growth(product.growth)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

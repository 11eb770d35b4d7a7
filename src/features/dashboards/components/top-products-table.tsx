import { useTranslation } from 'react-i18next'
import type { TopProduct } from '@contract/cards'
import { useNumberFormat } from '@/components/cards'
import { SimpleTable, type SimpleColumn } from '@/components/data-table/simple-table'
import { useGrowthFormat } from '../format'

export function TopProductsTable({ products }: { products: TopProduct[] }) {
  const { t } = useTranslation('dashboards')
  const number = useNumberFormat()
  const money = useNumberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
  const growth = useGrowthFormat()
  const columns: SimpleColumn<TopProduct>[] = [
    {
      id: 'product',
      header: t('topProducts.product'),
      renderCell: (product) => (
        <>
          <span className="block">{product.name}</span>
          <span className="block text-xs text-muted-foreground">
            {t(`topProducts.categories.${product.category}`)}
          </span>
        </>
      ),
    },
    {
      id: 'orders',
      header: t('topProducts.orders'),
      align: 'end',
      renderCell: (product) => number(product.orders),
      className: 'tabular-nums',
    },
    {
      id: 'revenue',
      header: t('topProducts.revenue'),
      align: 'end',
      renderCell: (product) => money(product.revenue),
      className: 'tabular-nums',
    },
    {
      id: 'growth',
      header: t('topProducts.growth'),
      align: 'end',
      renderCell: (product) => (
        <span dir="ltr" className={product.growth < 0 ? 'text-danger-ink' : 'text-success-ink'}>
          {growth(product.growth)}
        </span>
      ),
      className: 'tabular-nums',
    },
  ]
  return (
    <SimpleTable
      caption={t('topProducts.title')}
      columns={columns}
      rows={products}
      rowKey={(product) => product.id}
    />
  )
}

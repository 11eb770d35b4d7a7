import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'

/**
 * An unknown or deleted invoice: say so and offer the way back. `id` is 0 when the address holds no invoice number
 * at all (`/apps/invoice/preview/abc`): the page says the address names no invoice rather than "number 0".
 * `noInvoices`: the bare preview or edit address, with no invoice to open.
 */
export function InvoiceNotFound({ id, noInvoices = false }: { id: number; noInvoices?: boolean }) {
  const { t } = useTranslation('invoice')
  const body = noInvoices
    ? t('preview.noInvoices')
    : id > 0
      ? t('preview.notFoundBody', { id: String(id) })
      : t('preview.notAnInvoiceNumber')
  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader>
        <CardTitle asChild>
          <h1>{t('preview.notFound')}</h1>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-muted-foreground">{body}</p>
        <Button asChild className="self-start">
          <Link to="/apps/invoice/list">{t('preview.backToList')}</Link>
        </Button>
      </CardContent>
    </Card>
  )
}

import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'

/** An unknown or deleted invoice: say so and offer the way back. */
export function InvoiceNotFound({ id }: { id: number }) {
  const { t } = useTranslation('invoice')
  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader>
        <CardTitle asChild>
          <h1>{t('preview.notFound')}</h1>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-muted-foreground">{t('preview.notFoundBody', { id: String(id) })}</p>
        <Button asChild className="self-start">
          <Link to="/apps/invoice/list">{t('preview.backToList')}</Link>
        </Button>
      </CardContent>
    </Card>
  )
}

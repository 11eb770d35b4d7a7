import Mail from 'lucide-react/icons/mail'
import Phone from 'lucide-react/icons/phone'
import { useTranslation } from 'react-i18next'
import { Card, CardContent } from '@/components/ui/card'

/** Where to go when the answers are not enough. */
export function FaqContact() {
  const { t } = useTranslation('help')
  return (
    <section aria-labelledby="faq-contact" className="flex flex-col items-center gap-4 text-center">
      <h2 id="faq-contact" className="text-xl font-semibold">
        {t('faq.contactTitle')}
      </h2>
      <p className="text-muted-foreground">{t('faq.contactBody')}</p>
      <div className="grid w-full max-w-3xl gap-4 sm:grid-cols-2">
        <Card>
          <CardContent className="flex flex-col items-center gap-2">
            <Phone aria-hidden="true" className="size-6 text-primary-ink" />
            <a href="tel:+4755000000" dir="ltr" className="text-lg font-medium hover:underline">
              +47 55 00 00 00
            </a>
            <p className="text-sm text-muted-foreground">{t('faq.phoneHint')}</p>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="flex flex-col items-center gap-2">
            <Mail aria-hidden="true" className="size-6 text-primary-ink" />
            <a href="mailto:help@tessera.example" className="text-lg font-medium hover:underline">
              help@tessera.example
            </a>
            <p className="text-sm text-muted-foreground">{t('faq.mailHint')}</p>
          </CardContent>
        </Card>
      </div>
    </section>
  )
}

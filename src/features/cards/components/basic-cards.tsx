import ChevronRight from 'lucide-react/icons/chevron-right'
import Hash from 'lucide-react/icons/hash'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { Hills, Waves } from './art'
import { CHANNELS } from '../data'

export function ImageCard() {
  const { t } = useTranslation('cards')
  return (
    <Card className="overflow-hidden">
      <Hills className="h-40 w-full" />
      <CardHeader>
        <CardTitle asChild>
          <h3>{t('basic.image.title')}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="text-muted-foreground">{t('basic.image.text')}</CardContent>
      <CardFooter className="mt-auto">
        <Button>{t('basic.image.action')}</Button>
      </CardFooter>
    </Card>
  )
}

export function TextCard() {
  const { t } = useTranslation('cards')
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>{t('basic.text.title')}</h3>
        </CardTitle>
        <CardDescription>{t('basic.text.subtitle')}</CardDescription>
      </CardHeader>
      <CardContent>{t('basic.text.body')}</CardContent>
      <CardFooter className="mt-auto flex-wrap gap-x-4">
        <Button variant="link" className="px-0">
          {t('basic.text.primary')}
        </Button>
        <Button variant="link" color="secondary" className="px-0">
          {t('basic.text.secondary')}
        </Button>
      </CardFooter>
    </Card>
  )
}

export function ListCard() {
  const { t } = useTranslation('cards')
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle asChild>
          <h3>{t('basic.list.title')}</h3>
        </CardTitle>
      </CardHeader>
      <ul className="divide-y divide-border border-t border-border">
        {CHANNELS.map((channel) => (
          <li key={channel.id} className="flex items-center gap-3 px-6 py-3">
            <Hash aria-hidden className="size-4 text-muted-foreground" />
            <span className="flex-1">{t(`basic.list.items.${channel.id}`)}</span>
            {channel.unread > 0 && (
              <Badge pill color={channel.color} dir="auto">
                {t('basic.list.unread', { count: channel.unread })}
              </Badge>
            )}
          </li>
        ))}
      </ul>
    </Card>
  )
}

export function FooterCard() {
  const { t } = useTranslation('cards')
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>{t('basic.footer.title')}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>{t('basic.footer.body')}</CardContent>
      <CardFooter className="mt-auto justify-end border-t border-border pt-4">
        <Button variant="outline" color="secondary">
          {t('basic.footer.cancel')}
        </Button>
        <Button>{t('basic.footer.confirm')}</Button>
      </CardFooter>
    </Card>
  )
}

export function HorizontalCard() {
  const { t } = useTranslation('cards')
  return (
    // a container query, not a viewport one: the card sits side by side only where its own column is wide
    <div className="@container h-full">
      <Card className="h-full overflow-hidden @lg:flex-row">
        <Waves className="h-40 w-full shrink-0 @lg:h-auto @lg:w-48" />
        <div className="flex min-w-0 flex-1 flex-col">
          <CardHeader>
            <CardTitle asChild>
              <h3>{t('basic.horizontal.title')}</h3>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <p>{t('basic.horizontal.body')}</p>
            <p className="text-sm text-muted-foreground">{t('basic.horizontal.meta')}</p>
          </CardContent>
          <CardFooter className="mt-auto">
            <Button variant="soft" size="sm">
              {t('basic.image.action')}
              <ChevronRight aria-hidden className="rtl-flip" />
            </Button>
          </CardFooter>
        </div>
      </Card>
    </div>
  )
}

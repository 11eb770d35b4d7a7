import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { softColorClass, solidColorClass, themeColors } from '@/components/ui/theme-color'
import { cn } from '@/lib/utils'

/** Every theme colour as a card fill; solid carries white text, soft the colour's ink (AA in both skins). */
export function ColorCards({ look }: { look: 'solid' | 'soft' }) {
  const { t } = useTranslation('cards')
  const classes = look === 'solid' ? solidColorClass : softColorClass
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {themeColors.map((color) => {
        const name = t(`basic.colorNames.${color}`)
        return (
          <Card key={color} className={cn(classes[color], look === 'soft' && 'shadow-none')}>
            <CardHeader>
              <CardTitle asChild>
                <h3>{name}</h3>
              </CardTitle>
            </CardHeader>
            <CardContent className="text-sm">
              {t('basic.colors.body', { color: name.toLowerCase() })}
            </CardContent>
          </Card>
        )
      })}
    </div>
  )
}

import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useAbility } from '@/lib/ability'

/** The rules the ability was built from, exactly as the session carries them. */
export function RulesCard() {
  const { t } = useTranslation('accessControl')
  const { rules } = useAbility()
  return (
    <Card>
      <CardHeader>
        <CardTitle id="rules-title">{t('rules.title')}</CardTitle>
        <CardDescription>{t('rules.caption')}</CardDescription>
      </CardHeader>
      <CardContent>
        {rules.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('rules.empty')}</p>
        ) : (
          <table aria-labelledby="rules-title" className="w-full text-start text-sm">
            <thead>
              <tr className="border-b border-border text-muted-foreground">
                <th scope="col" className="py-2 pe-4 text-start font-medium">
                  {t('rules.action')}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t('rules.subject')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rules.map((rule, index) => (
                <tr key={index} className="border-b border-border last:border-0">
                  <td className="py-2 pe-4">
                    <code className="rounded bg-muted px-1.5 py-0.5">{String(rule.action)}</code>
                  </td>
                  <td className="py-2">
                    <code className="rounded bg-muted px-1.5 py-0.5">{String(rule.subject)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  )
}

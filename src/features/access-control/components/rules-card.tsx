import { useTranslation } from 'react-i18next'
import { SimpleTable, type SimpleColumn } from '@/components/data-table/simple-table'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useAbility, type AbilityRule } from '@/lib/ability'

/** The rules the ability was built from, exactly as the session carries them. */
export function RulesCard() {
  const { t } = useTranslation('accessControl')
  const { rules } = useAbility()
  const columns: SimpleColumn<AbilityRule>[] = [
    { id: 'action', header: t('rules.action'), renderCell: (rule) => <RuleCode value={rule.action} /> },
    { id: 'subject', header: t('rules.subject'), renderCell: (rule) => <RuleCode value={rule.subject} /> },
  ]
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('rules.title')}</CardTitle>
        <CardDescription>{t('rules.caption')}</CardDescription>
      </CardHeader>
      <CardContent>
        {rules.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('rules.empty')}</p>
        ) : (
          <SimpleTable
            caption={t('rules.title')}
            hideCaption
            columns={columns}
            rows={rules}
            rowKey={(_rule, index) => index}
            rowHeaders={false}
          />
        )}
      </CardContent>
    </Card>
  )
}

function RuleCode({ value }: { value: string }) {
  return <code className="rounded bg-muted px-1.5 py-0.5">{value}</code>
}

import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard'

interface SettingsCardProps {
  title: string
  description: string
  dirty: boolean
  submitting: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  onReset: () => void
  submitLabel?: string
  children: ReactNode
}

/** A tab's card: its form, Save and Reset, and the question before leaving it unsaved. */
export function SettingsCard({
  title,
  description,
  dirty,
  submitting,
  onSubmit,
  onReset,
  submitLabel,
  children,
}: SettingsCardProps) {
  const { t } = useTranslation('account')
  return (
    <Card>
      <form noValidate onSubmit={onSubmit} aria-label={title}>
        <CardHeader>
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">{children}</CardContent>
        <CardFooter className="flex flex-wrap gap-3">
          <Button type="submit" loading={submitting}>
            {submitLabel ?? t('actions.save')}
          </Button>
          <Button type="button" variant="outline" color="neutral" disabled={!dirty} onClick={onReset}>
            {t('actions.reset')}
          </Button>
        </CardFooter>
      </form>
      <UnsavedChangesGuard dirty={dirty} />
    </Card>
  )
}

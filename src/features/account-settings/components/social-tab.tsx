import { useTranslation } from 'react-i18next'
import { SOCIAL_NETWORKS, socialLinksSchema, type SocialLinks } from '@contract/account'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useSaveSection } from '../api/save-section'
import { useFieldError, useSectionForm, useSectionSubmit } from '../hooks/use-section-form'
import { SettingsCard } from './settings-card'

export function SocialTab({ socialLinks }: { socialLinks: SocialLinks }) {
  const { t } = useTranslation('account')
  const form = useSectionForm(socialLinksSchema, socialLinks)
  const errorOf = useFieldError(form)
  const save = useSaveSection('social')
  const title = t('tabs.social')
  const onSubmit = useSectionSubmit(form, title, (values) => save.mutateAsync(values))
  return (
    <SettingsCard
      title={title}
      description={t('social.description')}
      dirty={form.formState.isDirty}
      submitting={form.formState.isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onReset={() => form.reset()}
    >
      <div className="grid gap-5 md:grid-cols-2">
        {SOCIAL_NETWORKS.map((network) => (
          <FormField key={network} label={t(`social.${network}`)} error={errorOf(network)}>
            <Input type="url" inputMode="url" placeholder="https://" {...form.register(network)} />
          </FormField>
        ))}
      </div>
    </SettingsCard>
  )
}

import { useTranslation } from 'react-i18next'
import { infoSettingsSchema, type InfoSettings } from '@contract/account'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useSaveSection } from '../api/save-section'
import { useFieldError, useSectionForm, useSectionSubmit } from '../hooks/use-section-form'
import { SettingsCard } from './settings-card'

export function InfoTab({ info }: { info: InfoSettings }) {
  const { t } = useTranslation('account')
  const form = useSectionForm(infoSettingsSchema, info)
  const errorOf = useFieldError(form)
  const save = useSaveSection('info')
  const title = t('tabs.info')
  const onSubmit = useSectionSubmit(form, title, (values) => save.mutateAsync(values))
  const { register } = form
  return (
    <SettingsCard
      title={title}
      description={t('info.description')}
      dirty={form.formState.isDirty}
      submitting={form.formState.isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onReset={() => form.reset()}
    >
      <FormField label={t('info.bio')} error={errorOf('bio')}>
        <Textarea rows={4} {...register('bio')} />
      </FormField>
      <div className="grid gap-5 md:grid-cols-2">
        <FormField label={t('info.dob')} error={errorOf('dob')}>
          <Input type="date" autoComplete="bday" {...register('dob')} />
        </FormField>
        <FormField label={t('info.country')} error={errorOf('country')}>
          <Input autoComplete="country-name" {...register('country')} />
        </FormField>
        <FormField label={t('info.website')} error={errorOf('website')}>
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            {...register('website')}
          />
        </FormField>
        <FormField label={t('info.phone')} error={errorOf('phone')}>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </FormField>
      </div>
    </SettingsCard>
  )
}

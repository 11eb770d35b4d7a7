import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { infoSettingsSchema, type InfoSettings } from '@contract/account'
import { CountryField } from '@/components/country-combobox'
import { DatePicker, toIsoDay } from '@/components/ui/date-picker'
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
  // a birth date is not in the future; today is read once, not on every render
  const [today] = useState(() => toIsoDay(new Date()))
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
          {(wiring) => (
            <Controller
              control={form.control}
              name="dob"
              render={({ field }) => (
                <DatePicker
                  {...wiring}
                  value={field.value}
                  onChange={field.onChange}
                  max={today}
                  fromYear={1900}
                  clearable
                />
              )}
            />
          )}
        </FormField>
        <CountryField
          control={form.control}
          name="country"
          label={t('info.country')}
          error={errorOf('country')}
          placeholder={t('info.countryPlaceholder')}
          listLabel={t('info.countries')}
          emptyText={t('info.noCountry')}
        />
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

import { profileUserUpdateSchema } from '@contract/chat'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'

const aboutSchema = profileUserUpdateSchema.shape.about

export interface ProfileAboutFormProps {
  about: string
  saving: boolean
  onSave: (about: string) => void
}

/** The about text, checked with the contract's rule before it is sent; the text stays if it is refused. */
export function ProfileAboutForm({ about, saving, onSave }: ProfileAboutFormProps) {
  const { t } = useTranslation('chat')
  const [draft, setDraft] = useState(about)
  const [error, setError] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = aboutSchema.safeParse(draft)
    if (!result.success) return setError(result.error.issues[0]?.message)
    setError(undefined)
    onSave(result.data ?? '')
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <FormField label={t('profile.about')} error={error}>
        <Textarea
          value={draft}
          rows={4}
          placeholder={t('profile.aboutPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
        />
      </FormField>
      <Button type="submit" size="sm" className="self-end" loading={saving} disabled={draft.trim() === about}>
        {t('profile.saveAbout')}
      </Button>
    </form>
  )
}

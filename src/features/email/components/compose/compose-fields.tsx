import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RichTextEditor } from '@/components/rich-text/rich-text-editor'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { AttachmentsField } from './attachments-field'
import { RecipientsField } from './recipients-field'
import type { ComposeState, RecipientField } from './use-compose-state'

/** To, Cc, Bcc, subject, message and files, each with its message beside it. */
export function ComposeFields({
  state,
  contacts,
}: {
  state: ComposeState
  contacts: { name: string; email: string }[]
}) {
  const { t } = useTranslation('email')
  const { values, texts, errors } = state
  const [showCopies, setShowCopies] = useState(values.cc.length + values.bcc.length > 0)
  const recipients = (field: RecipientField) => (
    <FormField key={field} label={t(`composer.${field}`)} error={errors[field]} required={field === 'to'}>
      {(control) => (
        <RecipientsField
          control={control}
          value={values[field]}
          text={texts[field]}
          contacts={contacts}
          onTextChange={(text) => state.setText(field, text)}
          onCommit={(text) => state.commit(field, text)}
          onRemove={(email) =>
            state.setField(
              field,
              values[field].filter((person) => person.email !== email),
            )
          }
        />
      )}
    </FormField>
  )
  return (
    <div className="flex flex-col gap-3">
      {recipients('to')}
      {showCopies ? (
        <>
          {recipients('cc')}
          {recipients('bcc')}
        </>
      ) : (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="self-start"
          onClick={() => setShowCopies(true)}
        >
          {t('composer.showCc')}
        </Button>
      )}
      <FormField label={t('composer.subject')} error={errors.subject}>
        <Input value={values.subject} onChange={(event) => state.setField('subject', event.target.value)} />
      </FormField>
      <div className="flex flex-col gap-1.5">
        <span id="compose-message-label" className="text-sm font-medium">
          {t('composer.message')}
        </span>
        <RichTextEditor
          aria-labelledby="compose-message-label"
          value={values.message}
          onChange={(html) => state.setField('message', html)}
          placeholder={t('composer.messagePlaceholder')}
          invalid={Boolean(errors.message)}
          minHeight="10rem"
        />
        {errors.message && <p className="text-sm text-danger-ink">{errors.message}</p>}
      </div>
      <AttachmentsField
        value={values.attachments}
        onChange={(files) => state.setField('attachments', files)}
        error={errors.attachments}
      />
    </div>
  )
}

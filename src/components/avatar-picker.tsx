import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AVATAR_MAX } from '@contract/account.values'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'

/** The largest side a stored picture keeps: plenty for an avatar, and small enough for the store. */
const SIDE = 256

/** The picture scaled down to SIDE pixels as a JPEG data URL; null when the browser cannot read it. */
async function toAvatarDataUrl(file: File): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file)
    const scale = Math.min(1, SIDE / Math.max(bitmap.width, bitmap.height))
    const canvas = document.createElement('canvas')
    canvas.width = Math.max(1, Math.round(bitmap.width * scale))
    canvas.height = Math.max(1, Math.round(bitmap.height * scale))
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    const url = canvas.toDataURL('image/jpeg', 0.85)
    return url.length <= AVATAR_MAX ? url : null
  } catch {
    return null
  }
}

interface AvatarPickerProps {
  name: string
  value: string
  error?: string
  onChange: (value: string) => void
}

/** The current picture, a button that opens the file chooser, and one that removes the picture. */
export function AvatarPicker({ name, value, error, onChange }: AvatarPickerProps) {
  const { t } = useTranslation('common')
  const input = useRef<HTMLInputElement>(null)
  const [unreadable, setUnreadable] = useState(false)
  const hintId = useId()
  const message = unreadable ? t('avatarPicker.photoUnreadable') : error

  return (
    <fieldset className="flex flex-wrap items-center gap-4" aria-describedby={hintId}>
      <legend className="sr-only">{t('avatarPicker.photo')}</legend>
      <Avatar name={name || t('avatarPicker.photo')} src={value || undefined} size="xl" shape="rounded" />
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" onClick={() => input.current?.click()}>
            {t('avatarPicker.upload')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            color="neutral"
            disabled={!value}
            onClick={() => onChange('')}
          >
            {t('avatarPicker.resetPhoto')}
          </Button>
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('avatarPicker.photoHint')}
        </p>
        {message && (
          <p role="alert" className="text-sm text-danger-ink">
            {message}
          </p>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('avatarPicker.upload')}
        onChange={async (event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (!file) return
          const url = await toAvatarDataUrl(file)
          setUnreadable(url === null)
          if (url) onChange(url)
        }}
      />
    </fieldset>
  )
}

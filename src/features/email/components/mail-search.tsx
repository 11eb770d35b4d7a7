import { Search } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/input'

/** Search by subject. Typing updates the URL after a short pause, replacing history rather than piling it up. */
export function MailSearch({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const { t } = useTranslation('email')
  const [text, setText] = useState(value)
  // the URL can change under the box (Back restores an older search): follow it
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setText(value)
  }
  useEffect(() => {
    const timer = text.trim() === value ? undefined : setTimeout(() => onChange(text.trim()), 250)
    return () => clearTimeout(timer)
  }, [text, value, onChange])

  return (
    <div className="relative flex-1">
      <Search
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-label={t('search')}
        placeholder={t('search')}
        className="ps-9"
      />
    </div>
  )
}

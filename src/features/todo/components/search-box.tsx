import { Search } from 'lucide-react'
import { useEffect, useEffectEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/input'

const DEBOUNCE_MS = 250

/** Search by title: the URL (and so the query) follows the text a moment after typing stops. */
export function SearchBox({
  q,
  onSearch,
}: {
  q: string | undefined
  onSearch: (q: string | undefined) => void
}) {
  const { t } = useTranslation('todo')
  const [text, setText] = useState(q ?? '')
  // Back and forward change the URL under the box: take its text then (adjusting state while rendering).
  const [seen, setSeen] = useState(q)
  if (seen !== q) {
    setSeen(q)
    setText(q ?? '')
  }

  const commit = useEffectEvent(() => onSearch(text || undefined))
  useEffect(() => {
    if (text === (q ?? '')) return undefined
    const timer = setTimeout(commit, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, q])

  return (
    <div className="relative min-w-0 flex-1">
      <Search
        aria-hidden
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        className="ps-9"
      />
    </div>
  )
}

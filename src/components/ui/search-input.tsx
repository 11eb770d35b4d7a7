import Search from 'lucide-react/icons/search'
import { useEffect, useEffectEvent, useState } from 'react'
import { cn } from '@/lib/utils'
import { Input, type InputProps } from './input'

/** A search field with its magnifier at the inline start. Give it an `aria-label` (or a label). */
export function SearchInput({ className, ...props }: Omit<InputProps, 'type'>) {
  return (
    <div className={cn('relative min-w-0 flex-1', className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input type="search" className="ps-9" {...props} />
    </div>
  )
}

export interface DebouncedSearchInputProps extends Omit<InputProps, 'type' | 'value' | 'onChange'> {
  /** The committed text (usually the URL's `q`). */
  value: string
  /** Called with the trimmed text once typing pauses. */
  onCommit: (text: string) => void
  delayMs?: number
}

/**
 * A search field for text that lives in the URL: the list follows a moment after typing stops rather than on
 * every key, and when the URL changes under it (Back, a link) the field shows the URL's text.
 */
export function DebouncedSearchInput({
  value,
  onCommit,
  delayMs = 250,
  ...props
}: DebouncedSearchInputProps) {
  const [text, setText] = useState(value)
  // adjusting state while rendering: take the new committed value when it changes from outside
  const [committed, setCommitted] = useState(value)
  if (committed !== value) {
    setCommitted(value)
    setText(value)
  }
  const commit = useEffectEvent(() => onCommit(text.trim()))
  useEffect(() => {
    if (text.trim() === value) return undefined
    const timer = setTimeout(commit, delayMs)
    return () => clearTimeout(timer)
  }, [text, value, delayMs])
  return <SearchInput value={text} onChange={(event) => setText(event.target.value)} {...props} />
}

import Search from 'lucide-react/icons/search'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/utils'
import { filterOptions } from './autocomplete-filter'

export interface AutocompleteTexts {
  noResults: (query: string) => string
  results: (count: number) => string
  loading: string
}

export interface AutocompleteProps {
  /** The control's id and description, from FormField. */
  id: string
  'aria-describedby'?: string
  /** Names the list of suggestions. */
  listLabel: string
  texts: AutocompleteTexts
  /** Filters these as the user types… */
  options?: readonly string[]
  /** …or asks this (after a pause in typing) for suggestions. */
  load?: (query: string) => Promise<string[]>
  /** Pause before `load` is called, in ms. */
  debounce?: number
  placeholder?: string
  onPick?: (value: string) => void
}

/**
 * A text field with a list of suggestions under it (the ARIA 1.2 combobox pattern): the input keeps focus,
 * the arrow keys move the highlighted option (aria-activedescendant), Enter takes it, Escape closes the list
 * and, pressed again, clears the field.
 */
export function Autocomplete({
  id,
  listLabel,
  texts,
  options,
  load,
  debounce = 350,
  placeholder,
  onPick,
  ...rest
}: AutocompleteProps) {
  const listId = useId()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [loaded, setLoaded] = useState<{ query: string; items: string[] }>({ query: '', items: [] })
  const listRef = useRef<HTMLDivElement>(null)

  const pending = load != null && query.trim() !== '' && loaded.query !== query
  const items = useMemo(
    () => (load ? (loaded.query === query ? loaded.items : []) : filterOptions(options ?? [], query)),
    [load, loaded, options, query],
  )

  useEffect(() => {
    if (!load || query.trim() === '') return
    let current = true
    const timer = window.setTimeout(() => {
      void load(query).then((found) => {
        if (current) setLoaded({ query, items: found })
      })
    }, debounce)
    return () => {
      current = false
      window.clearTimeout(timer)
    }
  }, [load, query, debounce])

  useEffect(() => {
    if (active >= 0) listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' })
  }, [active])

  const hasQuery = query.trim() !== ''
  const showList = open && items.length > 0 && (hasQuery || !load)
  const showEmpty = open && hasQuery && !pending && items.length === 0

  const pick = (value: string) => {
    setQuery(value)
    setOpen(false)
    setActive(-1)
    if (load) setLoaded({ query: value, items: [value] })
    onPick?.(value)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault()
        if (!open) {
          setOpen(true)
          setActive(event.key === 'ArrowDown' ? 0 : items.length - 1)
          return
        }
        if (items.length === 0) return
        const step = event.key === 'ArrowDown' ? 1 : -1
        setActive((current) => (current + step + items.length) % items.length)
        return
      }
      case 'Enter':
        if (showList && active >= 0 && items[active]) {
          event.preventDefault()
          pick(items[active])
        }
        return
      case 'Escape':
        if (open) {
          event.preventDefault()
          setOpen(false)
          setActive(-1)
        } else if (query) {
          event.preventDefault()
          setQuery('')
        }
        return
    }
  }

  return (
    <div className="relative">
      <Search
        aria-hidden
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        aria-describedby={rest['aria-describedby']}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={query}
        className="ps-9 pe-9"
        onChange={(event) => {
          setQuery(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false)
          setActive(-1)
        }}
      />
      {pending && (
        <Spinner
          size="sm"
          label={texts.loading}
          className="absolute end-3 top-1/2 -translate-y-1/2 text-primary-ink"
        />
      )}
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-64 overflow-y-auto rounded-lg border bg-card p-1.5 text-card-foreground shadow-lg"
      >
        {showList &&
          items.map((item, index) => (
            // the input keeps focus and handles the keys; the option only takes the pointer
            // oxlint-disable-next-line jsx-a11y/click-events-have-key-events
            <div
              key={item}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => pick(item)}
              className={cn(
                'cursor-pointer rounded-md px-2.5 py-1.5 text-[0.9375rem]',
                index === active && 'bg-primary-light text-primary-ink',
              )}
            >
              <bdi>{item}</bdi>
            </div>
          ))}
      </div>
      {showEmpty && (
        <p className="absolute inset-x-0 top-full z-50 mt-1 rounded-lg border bg-card p-3 text-sm text-muted-foreground shadow-lg">
          {texts.noResults(query)}
        </p>
      )}
      <p role="status" className="sr-only">
        {open && hasQuery && !pending
          ? items.length > 0
            ? texts.results(items.length)
            : texts.noResults(query)
          : ''}
      </p>
    </div>
  )
}

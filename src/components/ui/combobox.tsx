import Check from 'lucide-react/icons/check'
import { useId, useRef, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { fieldClass } from './input'
import { Popover, PopoverAnchor, PopoverContent } from './popover'

export interface ComboboxOption {
  value: string
  label: string
  /** A second line (a contact's address); typing matches it too. */
  detail?: string
}

export interface ComboboxProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'onChange' | 'onSelect' | 'role' | 'list'
> {
  options: readonly ComboboxOption[]
  /** What the box shows; the list is filtered by it once the user types. */
  text: string
  onTextChange: (text: string) => void
  /** An option chosen with a click or Enter. */
  onPick: (option: ComboboxOption) => void
  /** Enter with no option highlighted (the box takes free text, as the mail's To does). */
  onEnter?: () => void
  /** The list's accessible name ("Contacts", "Countries"). */
  listLabel: string
  /** Said in the list when nothing matches; without it the list closes instead. */
  emptyText?: string
  /** The value now chosen, marked in the list. */
  selected?: string
  /** Drawn inside the field before the box (a mail's recipient chips). */
  before?: ReactNode
  containerClassName?: string
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase()
const matches = (option: ComboboxOption, query: string) =>
  fold(option.label).includes(query) || (option.detail !== undefined && fold(option.detail).includes(query))

/**
 * An editable combobox (WAI-ARIA APG "list autocomplete"): a text box with role combobox whose list of options
 * opens under it as the user types or presses Down; Up and Down move through the options (the box keeps the focus
 * and names the highlighted option with aria-activedescendant), Enter picks, Escape closes the list. The list is
 * placed by the kit's popover. The label comes from FormField like any control (its id and aria-describedby are
 * passed on).
 */
export function Combobox({
  options,
  text,
  onTextChange,
  onPick,
  onEnter,
  listLabel,
  emptyText,
  selected,
  before,
  className,
  containerClassName,
  onKeyDown,
  onBlur,
  onFocus,
  ...input
}: ComboboxProps) {
  const listId = useId()
  const fieldRef = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  // the whole list until the user types (a chosen country shows its name, which would otherwise hide the rest)
  const [typed, setTyped] = useState(false)
  const [active, setActive] = useState(-1)
  const query = fold(text.trim())
  const shown = typed && query ? options.filter((option) => matches(option, query)) : options
  const showing = open && (shown.length > 0 || emptyText !== undefined)
  const listed = showing && shown.length > 0
  const optionId = (index: number) => `${listId}-${index}`

  const openList = () => {
    setOpen(true)
    setActive(-1)
  }
  const close = () => {
    setOpen(false)
    setTyped(false)
    setActive(-1)
  }
  const pick = (option: ComboboxOption) => {
    close()
    onPick(option)
  }
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event)
    if (event.defaultPrevented) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) return openList()
      if (shown.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) => (index + step + shown.length) % shown.length)
    } else if (event.key === 'Enter') {
      const option = showing ? shown[active] : undefined
      if (option || onEnter) event.preventDefault()
      if (option) pick(option)
      else onEnter?.()
    }
  }

  return (
    <Popover open={showing}>
      <PopoverAnchor asChild>
        <div
          ref={fieldRef}
          className={cn(
            fieldClass,
            'flex min-h-9.5 flex-wrap items-center gap-1.5 py-1 focus-within:border-primary-ink focus-within:ring-2 focus-within:ring-ring/40',
            input['aria-invalid'] && 'border-danger-ink',
            containerClassName,
          )}
        >
          {before}
          <input
            {...input}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={listed}
            aria-controls={listed ? listId : undefined}
            aria-activedescendant={listed && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setTyped(true)
              setOpen(true)
              setActive(-1)
              onTextChange(event.target.value)
            }}
            onKeyDown={handleKeyDown}
            onClick={() => !open && openList()}
            onFocus={onFocus}
            onBlur={(event) => {
              close()
              onBlur?.(event)
            }}
            className={cn('min-w-32 flex-1 bg-transparent outline-none', className)}
          />
        </div>
      </PopoverAnchor>
      <PopoverContent
        // the box keeps the focus: the list is only pointed at, never entered
        role="presentation"
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        // Escape closes the list only: the popover is the top layer, so a dialog around the field stays open
        onEscapeKeyDown={(event) => {
          event.preventDefault()
          close()
        }}
        onInteractOutside={(event) => {
          // a press in the field itself is the box's own (the caret, a chip's remove button)
          if (event.target instanceof Node && fieldRef.current?.contains(event.target)) event.preventDefault()
          else close()
        }}
        className="w-(--radix-popover-trigger-width) max-w-[calc(100vw-2rem)] min-w-56 p-1"
      >
        {!listed && <p className="px-3 py-2 text-sm text-muted-foreground">{emptyText}</p>}
        <div
          id={listId}
          role="listbox"
          aria-label={listLabel}
          hidden={!listed}
          className="max-h-64 overflow-y-auto"
        >
          {shown.map((option, index) => (
            // the keys are the box's (aria-activedescendant): an option is pointed at, never focused
            // oxlint-disable-next-line jsx-a11y/click-events-have-key-events
            <div
              key={option.value}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              // a press on an option must not take the focus from the box (its blur would close the list)
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
              onMouseMove={() => setActive(index)}
              className={cn(
                'flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm',
                index === active && 'bg-muted',
              )}
            >
              <Check
                aria-hidden
                className={cn('size-4 shrink-0', option.value === selected ? 'opacity-100' : 'opacity-0')}
              />
              <span className="flex min-w-0 flex-col">
                <span className="truncate">{option.label}</span>
                {option.detail && (
                  <span dir="auto" className="truncate text-xs text-muted-foreground">
                    {option.detail}
                  </span>
                )}
              </span>
            </div>
          ))}
        </div>
      </PopoverContent>
    </Popover>
  )
}

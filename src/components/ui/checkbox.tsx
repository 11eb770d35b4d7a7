import { useLayoutEffect, useRef, type ComponentProps, type Ref } from 'react'
import { cn } from '@/lib/utils'

export type CheckedState = boolean | 'indeterminate'

export interface CheckboxProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'checked' | 'onChange' | 'ref'
> {
  /** `'indeterminate'` (a table's select-all with some rows chosen) draws a dash and reads as "mixed". */
  checked?: CheckedState
  onCheckedChange?: (checked: boolean) => void
  ref?: Ref<HTMLInputElement>
}

/**
 * A native `<input type="checkbox">` drawn in the skin: the tick and the dash are the background images of
 * `.checkbox-mark` (src/styles/index.css), so a checkbox is one element with no state of its own. Lists draw one
 * per row (mail, tasks, table rows), and a headless checkbox component costs several components and a second
 * render per row. Colours follow `checked:` and `indeterminate:` (see the UI kit's control-colors.ts).
 */
export function Checkbox({ className, checked, onCheckedChange, ref, ...props }: CheckboxProps) {
  const own = useRef<HTMLInputElement | null>(null)
  const indeterminate = checked === 'indeterminate'
  // "indeterminate" is a property of the element, not an attribute
  useLayoutEffect(() => {
    if (own.current) own.current.indeterminate = indeterminate
  }, [indeterminate])
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      ref={(node) => {
        own.current = node
        if (typeof ref === 'function') return ref(node)
        if (ref) ref.current = node
      }}
      checked={checked === undefined ? undefined : checked === true}
      aria-checked={indeterminate ? 'mixed' : undefined}
      onChange={(event) => onCheckedChange?.(event.target.checked)}
      className={cn(
        // the unchecked edge uses muted-foreground, not --input, to keep the 3:1 a control's boundary needs
        'checkbox-mark peer inline-flex size-4.5 shrink-0 cursor-pointer appearance-none rounded border-2 border-muted-foreground/75 bg-card transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger-ink checked:border-primary checked:bg-primary indeterminate:border-primary indeterminate:bg-primary',
        className,
      )}
      {...props}
    />
  )
}

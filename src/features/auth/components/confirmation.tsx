import CircleCheck from 'lucide-react/icons/circle-check'
import { useEffect, useRef, type ReactNode } from 'react'

/**
 * What a finished form turns into. Focus moves to its heading so keyboard and screen-reader users land on the
 * outcome instead of on a button that no longer exists.
 */
export function Confirmation({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div
      role="status"
      className="flex flex-col gap-4 rounded-lg border border-success-ink/30 bg-success-light p-5"
    >
      <div className="flex items-center gap-2.5">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-success-ink" />
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {title}
        </h2>
      </div>
      <div className="flex flex-col gap-3 text-sm">{children}</div>
    </div>
  )
}

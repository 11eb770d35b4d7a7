import { cn } from '@/lib/utils'

/** The Tessera mark: four tiles, one of them lighter. Decorative unless a label is given. */
export function LogoMark({ className, label }: { className?: string; label?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      className={cn('size-8 shrink-0', className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <rect width="32" height="32" rx="8" fill="var(--primary)" />
      <path d="M8 8h7v7H8zM17 8h7v7h-7zM8 17h7v7H8z" fill="#fff" />
      <path d="M17 17h7v7h-7z" fill="#fff" opacity=".55" />
    </svg>
  )
}

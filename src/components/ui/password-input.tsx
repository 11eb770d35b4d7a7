import Eye from 'lucide-react/icons/eye'
import EyeOff from 'lucide-react/icons/eye-off'
import { useState } from 'react'
import { cn } from '@/lib/utils'
import { Input, type InputProps } from './input'

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  /**
   * Accessible name of the toggle; pass the translated text. It stays the same in both states because
   * aria-pressed already says whether the password is shown.
   */
  toggleLabel?: string
}

export function PasswordInput({
  toggleLabel = 'Show password',
  className,
  disabled,
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false)
  const Icon = visible ? EyeOff : Eye
  return (
    <div className="relative">
      <Input
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        disabled={disabled}
        className={cn('pe-10', className)}
        {...props}
      />
      <button
        type="button"
        aria-label={toggleLabel}
        aria-pressed={visible}
        disabled={disabled}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-lg text-muted-foreground transition-colors hover:text-foreground disabled:pointer-events-none"
      >
        <Icon className="size-4.5" aria-hidden />
      </button>
    </div>
  )
}

import Check from 'lucide-react/icons/check'
import Copy from 'lucide-react/icons/copy'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, type ButtonProps } from '@/components/ui/button'
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard'

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** What is copied, read when the button is pressed (so an edited field copies its current value). */
  text: string | (() => string)
  /** The accessible name, which says what is copied ("Copy invite link"); it starts with the visible "Copy". */
  label: string
  /** Show only the icon (the name still comes from `label`). */
  iconOnly?: boolean
}

/** A Copy button that briefly shows a check once the browser took the text; the toast announces the result. */
export function CopyButton({
  text,
  label,
  iconOnly,
  variant = 'outline',
  color = 'neutral',
  ...props
}: CopyButtonProps) {
  const { t } = useTranslation(['uiExtensions', 'uikit'])
  const copy = useCopyToClipboard({ success: t('uikit:demo.copied'), failure: t('uikit:demo.copyFailed') })
  const [copied, setCopied] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  return (
    <Button
      variant={variant}
      color={color}
      aria-label={label}
      onClick={async () => {
        if (await copy(typeof text === 'function' ? text() : text)) {
          setCopied(true)
          window.clearTimeout(timer.current)
          timer.current = window.setTimeout(() => setCopied(false), 1500)
        }
      }}
      {...props}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {!iconOnly && t('uiExtensions:copy')}
    </Button>
  )
}

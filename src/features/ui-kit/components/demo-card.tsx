import Check from 'lucide-react/icons/check'
import Code from 'lucide-react/icons/code'
import Copy from 'lucide-react/icons/copy'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard'
import { cn } from '@/lib/utils'

export interface DemoCardProps {
  /** The example's name: an h2 under the page's h1. */
  title: string
  /** One sentence on when to use it. */
  description?: string
  /** The JSX a developer would copy; shown under "Show code" with a Copy button. Written out by hand. */
  code?: string
  /** Classes for the preview area (e.g. `flex flex-wrap gap-3`). */
  contentClassName?: string
  className?: string
  children: ReactNode
}

/**
 * One example on a UI kit page: a card with a title, a sentence, the live example and, when given, its code
 * behind a toggle. Every example on the UI kit pages uses it, so they read and behave alike.
 */
export function DemoCard({ title, description, code, contentClassName, className, children }: DemoCardProps) {
  const { t } = useTranslation('uikit')
  const [showCode, setShowCode] = useState(false)
  const codeId = useId()
  const copy = useCopyToClipboard({ success: t('demo.copied'), failure: t('demo.copyFailed') })
  const [copied, setCopied] = useState(false)
  return (
    <Card className={className}>
      {/*
       * On a phone the button beside the text would squeeze the sentence into a column of two or three words, so
       * it goes under the text there, pulled back by its own padding so its icon lines up with the title; from `sm`
       * up it sits at the header's end as before.
       */}
      <CardHeader className="flex flex-col items-start gap-3 sm:flex-row sm:justify-between">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <CardTitle>{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {code && (
          <Button
            variant="ghost"
            size="sm"
            className="-ms-3 sm:ms-0"
            aria-expanded={showCode}
            aria-controls={codeId}
            onClick={() => setShowCode((open) => !open)}
          >
            <Code aria-hidden />
            {showCode ? t('demo.hideCode') : t('demo.showCode')}
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className={cn('min-w-0', contentClassName)}>{children}</div>
        {code && showCode && (
          <div id={codeId} className="relative">
            <pre
              dir="ltr"
              className="max-h-80 overflow-auto rounded-md bg-muted p-4 pe-12 font-mono text-sm whitespace-pre"
              // the block scrolls, so it must take focus for keyboard users (axe: scrollable-region-focusable)
              // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region needs focus
              tabIndex={0}
              aria-label={t('demo.codeOf', { title })}
            >
              <code>{code}</code>
            </pre>
            <Button
              variant="ghost"
              size="icon-sm"
              className="absolute end-2 top-2"
              aria-label={t('demo.copyCode')}
              onClick={async () => {
                if (await copy(code)) {
                  setCopied(true)
                  window.setTimeout(() => setCopied(false), 1500)
                }
              }}
            >
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  )
}

import CircleCheck from 'lucide-react/icons/circle-check'
import CircleX from 'lucide-react/icons/circle-x'
import type { RefObject } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { cn } from '@/lib/utils'

export interface ResultDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  kind: 'success' | 'error'
  title: string
  description: string
  closeLabel: string
  /** Where focus goes on close when the dialog had no trigger of its own, e.g. after a chained confirm. */
  returnFocusTo?: RefObject<HTMLElement | null>
}

/** Tells the outcome of an action: a coloured icon, a title, one sentence and a single button that closes it. */
export function ResultDialog({
  open,
  onOpenChange,
  kind,
  title,
  description,
  closeLabel,
  returnFocusTo,
}: ResultDialogProps) {
  const Icon = kind === 'success' ? CircleCheck : CircleX
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        hideClose
        role="alertdialog"
        className="max-w-sm"
        onCloseAutoFocus={(event) => {
          if (returnFocusTo?.current) {
            event.preventDefault()
            returnFocusTo.current.focus()
          }
        }}
      >
        <DialogHeader className="items-center pe-0 text-center">
          <span
            aria-hidden
            className={cn(
              'mb-2 flex size-14 items-center justify-center rounded-full',
              kind === 'success' ? 'bg-success-light text-success-ink' : 'bg-danger-light text-danger-ink',
            )}
          >
            <Icon className="size-8" />
          </span>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="text-center">{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:justify-center">
          <Button color={kind === 'success' ? 'success' : 'danger'} onClick={() => onOpenChange(false)}>
            {closeLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

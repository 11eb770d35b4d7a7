import type { ReactNode } from 'react'
import { Button } from './button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog'

export interface ConfirmDialogProps {
  open: boolean
  /** Escape, the backdrop and the cancel button all close it with `false`. */
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  cancelLabel: string
  confirmLabel: string
  onConfirm: () => void
  /** The action is running: the confirm button shows a spinner and cannot be pressed twice. */
  confirming?: boolean
}

/**
 * Asks before something that cannot be undone (delete, discard, reset). An alert dialog whose safe answer comes
 * first, so it has the focus and Enter never destroys anything by accident.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
  confirming = false,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent hideClose role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" color="neutral" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant="destructive" loading={confirming} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

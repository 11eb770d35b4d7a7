import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from './alert'
import { Button } from './button'
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from './sheet'

/** Whether a sheet is open, and how it asks to close: what every sheet's opener passes. */
export interface SheetOpenProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

export interface FormSheetProps extends SheetOpenProps {
  title: ReactNode
  description: ReactNode
  /** The submit button's text: what the form does ("Add user"). */
  submitLabel: ReactNode
  /** The form's submit, react-hook-form's `handleSubmit(...)` as it is. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown
  /** While the call runs: the submit button shows it and cannot be pressed twice. */
  pending?: boolean
  /** Why the form as a whole was refused (no field to put it beside): shown above the buttons and announced. */
  error?: ReactNode
  /** The fields. */
  children: ReactNode
}

/**
 * A form in a side sheet: title and description, the fields (scrolling when long), and a footer with Cancel and
 * the submit button; the pending and refused states included. The form is the caller's (react-hook-form or not);
 * this is its frame, so every sheet form looks, reads and behaves alike.
 */
export function FormSheet({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  onSubmit,
  pending,
  error,
  children,
}: FormSheetProps) {
  const { t } = useTranslation('common')
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="end" closeLabel={t('close')} className="w-full sm:max-w-md">
        <form
          noValidate
          onSubmit={(event) => {
            // the sheet is portalled, but React bubbles its submit through the component tree: a sheet opened
            // from inside another form (add a client from the invoice editor) must not submit that one too
            event.stopPropagation()
            void onSubmit(event)
          }}
          className="flex min-h-0 flex-1 flex-col"
        >
          <SheetHeader>
            <SheetTitle>{title}</SheetTitle>
            <SheetDescription>{description}</SheetDescription>
          </SheetHeader>
          <SheetBody className="flex flex-col gap-4 pb-4">{children}</SheetBody>
          {error && (
            <Alert live="alert" color="danger" title={t('formSheet.failed')} className="mx-5">
              {error}
            </Alert>
          )}
          <SheetFooter className="flex-row justify-end">
            <Button type="button" variant="outline" color="neutral" onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </SheetFooter>
        </form>
      </SheetContent>
    </Sheet>
  )
}

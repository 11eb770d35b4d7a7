import { useCallback, useState } from 'react'
import { toast } from '@/components/ui/toast'

export interface RemovableCards<Id extends string> {
  isVisible: (id: Id) => boolean
  remove: (id: Id) => void
  restoreAll: () => void
  removedCount: number
}

export interface UndoToast {
  /** The toast's text, given the removed card's id (e.g. "Revenue removed"). */
  message: (id: string) => string
  undo: string
}

/**
 * Which cards of a grid are removed, kept by the owner rather than the card so the page can bring them back.
 * With `undoToast`, each removal shows a toast whose Undo restores that card.
 */
export function useRemovableCards<Id extends string>(undoToast?: UndoToast): RemovableCards<Id> {
  const [removed, setRemoved] = useState<ReadonlySet<Id>>(() => new Set())

  const restore = useCallback((id: Id) => {
    setRemoved((current) => {
      const next = new Set(current)
      next.delete(id)
      return next
    })
  }, [])

  const remove = useCallback(
    (id: Id) => {
      setRemoved((current) => new Set(current).add(id))
      if (undoToast) {
        toast(undoToast.message(id), { action: { label: undoToast.undo, onClick: () => restore(id) } })
      }
    },
    [undoToast, restore],
  )

  return {
    isVisible: (id) => !removed.has(id),
    remove,
    restoreAll: useCallback(() => setRemoved(new Set()), []),
    removedCount: removed.size,
  }
}

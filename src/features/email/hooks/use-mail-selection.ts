import { useState } from 'react'

/**
 * Checked mails of the list on screen. A selection belongs to one list (folder, label and search): switching
 * lists starts empty, and mails that left the list (moved, deleted) drop out of it.
 */
export function useMailSelection(visibleIds: number[], listKey: string) {
  const [state, setState] = useState<{ key: string; ids: number[] }>({ key: listKey, ids: [] })
  const ids = state.key === listKey ? state.ids.filter((id) => visibleIds.includes(id)) : []
  const set = (next: number[]) => setState({ key: listKey, ids: next })

  return {
    ids,
    isSelected: (id: number) => ids.includes(id),
    toggle: (id: number) => set(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]),
    selectAll: () => set(visibleIds),
    selectNone: () => set([]),
    all: visibleIds.length > 0 && ids.length === visibleIds.length,
    some: ids.length > 0,
  }
}

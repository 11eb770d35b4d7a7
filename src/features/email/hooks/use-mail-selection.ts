import { useCallback, useState } from 'react'

/**
 * Checked mails of the list on screen. A selection belongs to one list (folder, label and search): switching
 * lists starts empty, and mails that left the list (moved, deleted) drop out of it. The callbacks are stable, so
 * memoised rows do not re-render when another row is checked.
 */
export function useMailSelection(visibleIds: number[], listKey: string) {
  const [state, setState] = useState<{ key: string; ids: number[] }>({ key: listKey, ids: [] })
  const ids = state.key === listKey ? state.ids.filter((id) => visibleIds.includes(id)) : []

  const toggle = useCallback(
    (id: number) =>
      setState((previous) => {
        const current = previous.key === listKey ? previous.ids : []
        return {
          key: listKey,
          ids: current.includes(id) ? current.filter((x) => x !== id) : [...current, id],
        }
      }),
    [listKey],
  )
  const selectNone = useCallback(() => setState({ key: listKey, ids: [] }), [listKey])

  return {
    ids,
    isSelected: (id: number) => ids.includes(id),
    toggle,
    selectAll: () => setState({ key: listKey, ids: visibleIds }),
    selectNone,
    all: visibleIds.length > 0 && ids.length === visibleIds.length,
    some: ids.length > 0,
  }
}

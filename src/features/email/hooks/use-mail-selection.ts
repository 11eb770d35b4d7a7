import { useCallback, useMemo, useState } from 'react'

const NONE: number[] = []

/**
 * Checked mails of the list on screen. A selection belongs to one list (folder, label and search): switching
 * lists starts empty, and mails that left the list (moved, deleted) drop out of it. The callbacks are stable, so
 * memoised rows do not re-render when another row is checked.
 */
export function useMailSelection(visibleIds: number[], listKey: string) {
  const [state, setState] = useState<{ key: string; ids: number[] }>({ key: listKey, ids: [] })
  // the same array while nothing changes, so what is drawn from it (the bulk actions) can skip a render
  const ids = useMemo(() => {
    if (state.key !== listKey || state.ids.length === 0) return NONE
    const listed = new Set(visibleIds)
    return state.ids.filter((id) => listed.has(id))
  }, [state, listKey, visibleIds])

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

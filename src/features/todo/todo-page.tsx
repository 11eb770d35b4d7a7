import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Task } from '@contract/todo'
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet'
import { useUrlState } from '@/lib/url-state'
import { useMediaQuery } from '@/lib/use-media-query'
import { TaskList } from './components/task-list'
import { TaskSheet, type TaskSheetTarget } from './components/task-sheet'
import { TodoSidebar } from './components/todo-sidebar'
import { TodoToolbar } from './components/todo-toolbar'
import { todoFields, toTasksQuery } from './todo-search'

/** Sidebar of views and tags, a searchable, sortable, reorderable task list, and a sheet to add or edit. */
export function TodoPage() {
  const { t } = useTranslation('todo')
  // the list's state (filter, tag, search text, sort) lives in the URL
  const [search, setSearch] = useUrlState(todoFields)
  // Below lg the sidebar would squeeze the list, so it becomes a drawer.
  const wide = useMediaQuery('(min-width: 1024px)')
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [sheet, setSheet] = useState<TaskSheetTarget | null>(null)
  // Every opening is a fresh sheet (and form), even for the task that was open last.
  const [openings, setOpenings] = useState(0)
  const openSheet = (target: TaskSheetTarget) => {
    setOpenings((n) => n + 1)
    setSheet(target)
  }

  const sidebar = (
    <TodoSidebar
      filter={search.filter}
      tag={search.tag}
      onAdd={() => {
        setDrawerOpen(false)
        openSheet({ kind: 'add' })
      }}
      onChange={(patch) => {
        setDrawerOpen(false)
        setSearch(patch)
      }}
    />
  )

  return (
    // a fixed height, as the mailbox's: the task list scrolls in its own region, the toolbar stays in view
    <div className="flex h-window-page min-h-[32rem] overflow-hidden rounded-xl bg-card shadow-card">
      <h1 className="sr-only">{t('title')}</h1>
      {wide ? (
        <aside className="w-64 shrink-0 overflow-y-auto border-e border-border">{sidebar}</aside>
      ) : (
        <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
          <SheetContent side="start" closeLabel={t('sidebar.close')} className="w-72 gap-0">
            <SheetHeader className="pb-0">
              <SheetTitle>{t('title')}</SheetTitle>
              <SheetDescription className="sr-only">{t('sidebar.description')}</SheetDescription>
            </SheetHeader>
            {sidebar}
          </SheetContent>
        </Sheet>
      )}
      <section aria-label={t('list.label')} className="flex min-h-0 min-w-0 flex-1 flex-col">
        <TodoToolbar
          q={search.q}
          sortBy={search.sortBy}
          onOpenSidebar={wide ? undefined : () => setDrawerOpen(true)}
          onSearch={(q) => setSearch({ q }, { replace: true })}
          onSort={(sortBy) => setSearch({ sortBy })}
        />
        <TaskList
          query={toTasksQuery(search)}
          filter={search.filter}
          onOpen={(task: Task) => openSheet({ kind: 'edit', task })}
          onResetSort={() => setSearch({ sortBy: undefined })}
        />
      </section>
      {sheet && <TaskSheet key={openings} target={sheet} onClosed={() => setSheet(null)} />}
    </div>
  )
}

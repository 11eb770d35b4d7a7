import { queryOptions, useQuery } from '@tanstack/react-query'
import Check from 'lucide-react/icons/check'
import ChevronDown from 'lucide-react/icons/chevron-down'
import RotateCw from 'lucide-react/icons/rotate-cw'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { autocompleteCalls } from '@contract/autocomplete.calls'
import { Button } from '@/components/ui/button'
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from '@/components/ui/command'
import type { FieldControlProps } from '@/components/ui/form-field'
import { fieldClass } from '@/components/ui/input'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { Spinner } from '@/components/ui/spinner'
import { apiFetch } from '@/lib/http/client'
import { cn } from '@/lib/utils'

/** The demo entries of `GET /api/autocomplete/data`, most popular first. */
const autocompleteEntriesQuery = () =>
  queryOptions({
    queryKey: ['autocomplete', 'data'],
    queryFn: ({ signal }) => apiFetch(autocompleteCalls.data, { signal }),
    select: (reply) =>
      [...reply.autoComplete].sort((a, b) => a.rank - b.rank || a.title.localeCompare(b.title)),
    staleTime: 5 * 60_000,
  })

/**
 * A select whose options come from the server when it is first opened: a search field filters them, a spinner
 * shows while they load, and a failed load says so with a retry button in the list.
 */
export function AsyncSelect({ control }: { control: FieldControlProps }) {
  const { t } = useTranslation('uiFormElements')
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const [chosen, setChosen] = useState<{ id: number; title: string } | null>(null)
  const entries = useQuery({ ...autocompleteEntriesQuery(), enabled: opened })

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) setOpened(true)
      }}
    >
      <PopoverTrigger asChild>
        <button
          type="button"
          {...control}
          aria-haspopup="listbox"
          className={cn(fieldClass, 'flex h-9.5 items-center justify-between gap-2 text-start')}
        >
          <span className={cn('truncate', !chosen && 'text-muted-foreground')}>
            {chosen ? chosen.title : t('select.asyncPlaceholder')}
          </span>
          <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        </button>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-64 p-0">
        {/* cmdk names its search field with the Command's label, and the list with its own */}
        <Command label={t('select.asyncSearch')} loop>
          <CommandInput placeholder={t('select.asyncSearch')} />
          <CommandList label={t('select.asyncLabel')} className="max-h-64">
            {entries.isPending && (
              <div className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground">
                <Spinner size="sm" label={t('select.asyncLoading')} />
                <span aria-hidden>{t('select.asyncLoading')}</span>
              </div>
            )}
            {entries.isError && (
              <div role="alert" className="flex flex-col items-center gap-3 px-3 py-5 text-center text-sm">
                <p className="text-danger-ink">{t('select.asyncError')}</p>
                <Button
                  size="sm"
                  variant="outline"
                  loading={entries.isFetching}
                  onClick={() => void entries.refetch()}
                >
                  <RotateCw aria-hidden />
                  {t('select.asyncRetry')}
                </Button>
              </div>
            )}
            {entries.isSuccess && (
              <>
                <CommandEmpty>{t('select.asyncEmpty')}</CommandEmpty>
                {entries.data.map((entry) => (
                  <CommandItem
                    key={entry.id}
                    value={entry.title}
                    onSelect={() => {
                      setChosen({ id: entry.id, title: entry.title })
                      setOpen(false)
                    }}
                  >
                    <Check className={cn('size-4', chosen?.id !== entry.id && 'invisible')} aria-hidden />
                    {entry.title}
                  </CommandItem>
                ))}
              </>
            )}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  )
}

import ClipboardCopy from 'lucide-react/icons/clipboard-copy'
import Download from 'lucide-react/icons/download'
import Printer from 'lucide-react/icons/printer'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'
import { numberFormat } from '@/lib/intl'
import type { ExportAction, ExportFormat } from './export-rows'

const LABELS = {
  csv: { all: 'exportCsv', selected: 'exportSelected' },
  xlsx: { all: 'exportXlsx', selected: 'exportSelectedXlsx' },
  print: { all: 'print', selected: 'printSelected' },
  copy: { all: 'copy', selected: 'copySelected' },
} as const

const ICONS = { csv: Download, xlsx: Download, print: Printer, copy: ClipboardCopy } as const

/** Rows read so far and how many there are, while a server list's pages are walked. */
interface Walk {
  done: number
  total: number
}

/**
 * Runs one export: `signal` aborts it (Cancel), `onProgress` reports the rows read so far while a server list's
 * pages are walked.
 */
export type RunExport = (
  action: ExportAction,
  signal: AbortSignal,
  onProgress: (done: number, total: number) => void,
) => Promise<void>

/**
 * The toolbar's export buttons: one per file format, then Print and Copy. In `view` scope a button takes the
 * selection, or every row the search and filters keep when nothing is selected (in server mode, every page of
 * them). In `selection` scope it takes the selected rows only: a line says how many, and with none selected the
 * buttons are disabled and the line says why. While the pages of a long export load, a bar says how many rows are
 * in and a Cancel button stops it.
 */
export function DataTableExport({
  formats,
  scope,
  selectedCount,
  onExport,
}: {
  formats: readonly ExportFormat[]
  scope: 'view' | 'selection'
  selectedCount: number
  onExport: RunExport
}) {
  const { t, i18n } = useTranslation('dataTable')
  const [busy, setBusy] = useState<ExportAction | null>(null)
  const [walk, setWalk] = useState<Walk | null>(null)
  const running = useRef<AbortController | null>(null)
  const hintId = useId()
  const progressId = useId()
  const onlySelection = scope === 'selection'
  const nothing = onlySelection && selectedCount === 0
  const number = numberFormat(i18n.language)

  async function run(action: ExportAction) {
    const controller = new AbortController()
    running.current = controller
    setBusy(action)
    try {
      await onExport(action, controller.signal, (done, total) =>
        // one call's worth is no long export: the bar shows from the second page on
        setWalk(done < total ? { done, total } : null),
      )
    } finally {
      running.current = null
      setBusy(null)
      setWalk(null)
    }
  }

  return (
    <>
      {onlySelection && (
        <p id={hintId} aria-live="polite" className="text-sm text-muted-foreground">
          {nothing
            ? t('exportNothingSelected')
            : t('exportCount', { count: selectedCount, formatted: number.format(selectedCount) })}
        </p>
      )}
      {[...formats, 'print' as const, 'copy' as const].map((action) => {
        const Icon = ICONS[action]
        const label = t(LABELS[action][!onlySelection && selectedCount > 0 ? 'selected' : 'all'])
        return (
          <Button
            key={action}
            variant="outline"
            size="sm"
            disabled={nothing || (busy !== null && busy !== action)}
            loading={busy === action}
            aria-describedby={onlySelection ? hintId : undefined}
            onClick={() => void run(action)}
          >
            <Icon aria-hidden />
            {label}
          </Button>
        )
      })}
      {walk && (
        <div className="flex basis-full items-center justify-end gap-3" role="group" aria-labelledby={progressId}>
          <span id={progressId} className="text-sm text-muted-foreground" aria-live="polite">
            {t('exportProgress', { done: number.format(walk.done), total: number.format(walk.total) })}
          </span>
          <Progress
            value={walk.done}
            max={walk.total}
            className="max-w-48"
            aria-label={t('exportProgressLabel')}
            aria-valuetext={t('exportProgress', {
              done: number.format(walk.done),
              total: number.format(walk.total),
            })}
          />
          <Button variant="outline" color="neutral" size="sm" onClick={() => running.current?.abort()}>
            {t('cancelExport')}
          </Button>
        </div>
      )}
    </>
  )
}

import { Download } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { numberFormat } from '@/lib/intl'
import type { ExportFormat } from './export-rows'

const LABELS = {
  csv: { all: 'exportCsv', selected: 'exportSelected' },
  xlsx: { all: 'exportXlsx', selected: 'exportSelectedXlsx' },
} as const

/**
 * The toolbar's export buttons, one per format. In `view` scope a button exports the selection, or every row
 * the search kept when nothing is selected. In `selection` scope it exports the selected rows only: a line says
 * how many, and with none selected the buttons are disabled and the line says why.
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
  onExport: (format: ExportFormat) => Promise<void> | void
}) {
  const { t, i18n } = useTranslation('dataTable')
  const [busy, setBusy] = useState<ExportFormat | null>(null)
  const hintId = useId()
  const onlySelection = scope === 'selection'
  const nothing = onlySelection && selectedCount === 0

  async function run(format: ExportFormat) {
    setBusy(format)
    try {
      await onExport(format)
    } finally {
      setBusy(null)
    }
  }

  return (
    <>
      {onlySelection && (
        <p id={hintId} aria-live="polite" className="text-sm text-muted-foreground">
          {nothing
            ? t('exportNothingSelected')
            : t('exportCount', {
                count: selectedCount,
                formatted: numberFormat(i18n.language).format(selectedCount),
              })}
        </p>
      )}
      {formats.map((format) => (
        <Button
          key={format}
          variant="outline"
          size="sm"
          disabled={nothing}
          loading={busy === format}
          aria-describedby={onlySelection ? hintId : undefined}
          onClick={() => void run(format)}
        >
          <Download aria-hidden />
          {t(LABELS[format][!onlySelection && selectedCount > 0 ? 'selected' : 'all'])}
        </Button>
      ))}
    </>
  )
}

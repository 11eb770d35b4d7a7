import type { SearchFile } from '@contract/search'
import { useQuery } from '@tanstack/react-query'
import Download from 'lucide-react/icons/download'
import { useTranslation } from 'react-i18next'
import { buttonClassName } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

type FileKind = 'image' | 'pdf' | 'csv' | 'other'

const kindOf = (url: string): FileKind => {
  const extension = url.slice(url.lastIndexOf('.') + 1).toLowerCase()
  if (['png', 'jpg', 'jpeg', 'svg', 'webp'].includes(extension)) return 'image'
  if (extension === 'pdf') return 'pdf'
  return extension === 'csv' ? 'csv' : 'other'
}

/**
 * The demo's own CSV files: one record a line, no quoted commas. A file with quoting would need a real parser;
 * these are written for the viewer.
 */
const parseCsv = (text: string) =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(','))

function CsvTable({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('search')
  const rows = useQuery({
    queryKey: ['file', url],
    queryFn: async ({ signal }) => {
      const response = await fetch(url, { signal })
      if (!response.ok) throw new Error(`${url}: ${response.status}`)
      return parseCsv(await response.text())
    },
    staleTime: Infinity,
  })
  if (rows.isPending) return <p role="status">{t('viewer.loading')}</p>
  if (rows.isError) return <p role="alert">{t('viewer.failed')}</p>
  const [head = [], ...body] = rows.data
  return (
    <div className="max-h-[60vh] overflow-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="sr-only">{title}</caption>
        <thead className="bg-muted">
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="px-3 py-2 text-start font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.map((row, index) => (
            <tr key={index} className="border-t">
              {row.map((cell, column) => (
                <td key={column} className="px-3 py-2 tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A file found in the page search, shown in place: an image inline, a PDF in the browser's viewer, a CSV as a table. */
export function FileViewer({ file, onClose }: { file: SearchFile | undefined; onClose: () => void }) {
  const { t } = useTranslation('search')
  const kind = file ? kindOf(file.url) : 'other'
  return (
    <Dialog open={file !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('viewer.close')} className="max-w-3xl">
        {file && (
          <>
            <DialogHeader>
              <DialogTitle className="user-text">{file.title}</DialogTitle>
              <DialogDescription>{t('file.meta', { size: file.size, name: file.by })}</DialogDescription>
            </DialogHeader>
            {kind === 'image' && (
              <img
                src={file.url}
                alt={file.title}
                className="mx-auto max-h-[60vh] w-auto rounded-md border bg-white"
              />
            )}
            {kind === 'pdf' && (
              // an object, not an iframe: a sandboxed frame would block the browser's PDF viewer
              <object
                data={file.url}
                type="application/pdf"
                title={file.title}
                className="h-[60vh] w-full rounded-md border bg-white"
              >
                <p className="p-4">{t('viewer.noPreview')}</p>
              </object>
            )}
            {kind === 'csv' && <CsvTable url={file.url} title={file.title} />}
            {kind === 'other' && <p>{t('viewer.noPreview')}</p>}
            <DialogFooter>
              <a href={file.url} download={file.title} className={buttonClassName({ variant: 'primary' })}>
                <Download aria-hidden="true" />
                {t('viewer.download')}
              </a>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}

import type { LucideIcon } from 'lucide-react'
import File from 'lucide-react/icons/file'
import FileImage from 'lucide-react/icons/file-image'
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet'
import FileText from 'lucide-react/icons/file-text'
import FileType from 'lucide-react/icons/file-type'
import { cn } from '@/lib/utils'

// The index names an icon file per type, but the demo ships no such images: the extension picks a drawn icon.
const KINDS: Record<string, [LucideIcon, string]> = {
  xlsx: [FileSpreadsheet, 'bg-success-light text-success-ink'],
  csv: [FileSpreadsheet, 'bg-success-light text-success-ink'],
  pdf: [FileText, 'bg-danger-light text-danger-ink'],
  docx: [FileType, 'bg-info-light text-info-ink'],
  png: [FileImage, 'bg-warning-light text-warning-ink'],
  jpg: [FileImage, 'bg-warning-light text-warning-ink'],
  svg: [FileImage, 'bg-warning-light text-warning-ink'],
}
const OTHER: [LucideIcon, string] = [File, 'bg-muted text-muted-foreground']

/** A tinted square with the file type's icon, decorative (the file name is the item's text). */
export function FileIcon({ name }: { name: string }) {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase()
  const [Icon, tone] = KINDS[extension] ?? OTHER
  return (
    <span
      aria-hidden="true"
      className={cn('flex size-8 shrink-0 items-center justify-center rounded-md', tone)}
    >
      <Icon className="size-4.5" />
    </span>
  )
}

import { EMAIL_LABELS, MOVABLE_FOLDERS, type EmailLabel, type MovableFolder } from '@contract/email.values'
import type { Email } from '@contract/email'
import FolderInput from 'lucide-react/icons/folder-input'
import Tag from 'lucide-react/icons/tag'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { cn } from '@/lib/utils'
import { LABEL_DOT } from '../labels'

interface MenuProps {
  mails: Email[]
  disabled?: boolean
}

/** Moves the mails to another folder a mail can be moved to by hand (not to the one they all are in already). */
export function MoveMenu({
  mails,
  disabled,
  onMove,
}: MenuProps & { onMove: (folder: MovableFolder) => void }) {
  const { t } = useTranslation('email')
  const current = new Set(mails.map((mail) => mail.folder))
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button variant="ghost" size="icon-sm" aria-label={t('actions.moveTo')} title={t('actions.moveTo')}>
          <FolderInput aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{t('actions.moveTo')}</DropdownMenuLabel>
        {MOVABLE_FOLDERS.filter((folder) => !(current.size === 1 && current.has(folder))).map((folder) => (
          <DropdownMenuItem key={folder} onSelect={() => onMove(folder)}>
            {t(`folders.${folder}`)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** Toggles a label on each mail; ticked when every mail has it. */
export function LabelMenu({
  mails,
  disabled,
  onToggle,
}: MenuProps & { onToggle: (label: EmailLabel) => void }) {
  const { t } = useTranslation('email')
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button variant="ghost" size="icon-sm" aria-label={t('actions.label')} title={t('actions.label')}>
          <Tag aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{t('actions.label')}</DropdownMenuLabel>
        {EMAIL_LABELS.map((label) => (
          <DropdownMenuCheckboxItem
            key={label}
            checked={mails.length > 0 && mails.every((mail) => mail.labels.includes(label))}
            onSelect={() => onToggle(label)}
          >
            <span className={cn('size-2.5 rounded-full', LABEL_DOT[label])} aria-hidden />
            {t(`labels.${label}`)}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

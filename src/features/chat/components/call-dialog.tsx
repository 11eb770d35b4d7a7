import type { ChatContact } from '@contract/chat'
import Phone from 'lucide-react/icons/phone'
import Video from 'lucide-react/icons/video'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

export type CallKind = 'voice' | 'video'

export interface CallDialogProps {
  contact: ChatContact
  kind: CallKind | null
  onClose: () => void
}

/**
 * The demo has no call service: the dialog says who would be called and what a real back end would do, instead
 * of a button that does nothing (docs/api.md, Chat).
 */
export function CallDialog({ contact, kind, onClose }: CallDialogProps) {
  const { t } = useTranslation('chat')
  const Icon = kind === 'video' ? Video : Phone
  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('call.close')} className="max-w-sm">
        <DialogHeader>
          <DialogTitle>
            {t(kind === 'video' ? 'call.videoTitle' : 'call.voiceTitle', { name: contact.fullName })}
          </DialogTitle>
          <DialogDescription>{t('call.description', { name: contact.fullName })}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col items-center gap-3 py-4">
          <Avatar
            size="xl"
            name={contact.fullName}
            src={contact.avatar || undefined}
            aria-hidden
            role="presentation"
          />
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Icon aria-hidden className="size-4" />
            {t('call.notConnected')}
          </p>
        </div>
        <DialogFooter>
          <Button onClick={onClose}>{t('call.close')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

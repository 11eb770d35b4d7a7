import type { ChatContact } from '@contract/chat'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { Sheet, SheetBody, SheetContent, SheetHeader, SheetTitle } from '@/components/ui/sheet'

export interface ContactDrawerProps {
  contact: ChatContact
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Who the user is talking to: the contact's role, status and about text. */
export function ContactDrawer({ contact, open, onOpenChange }: ContactDrawerProps) {
  const { t } = useTranslation(['chat', 'common'])
  const status = t(`common:presence.${contact.status}`)
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="end" closeLabel={t('common:close')} aria-describedby={undefined}>
        <SheetHeader>
          <SheetTitle>{t('contact.title')}</SheetTitle>
        </SheetHeader>
        <SheetBody className="flex flex-col gap-6 pb-6">
          <div className="flex flex-col items-center gap-2 text-center">
            <Avatar
              size="xl"
              name={contact.fullName}
              src={contact.avatar || undefined}
              status={contact.status}
              statusLabel={status}
            />
            <p className="text-lg font-semibold">{contact.fullName}</p>
          </div>
          <dl className="flex flex-col gap-4">
            <div>
              <dt className="text-sm font-semibold">{t('contact.about')}</dt>
              <dd className="mt-1 text-muted-foreground">{contact.about || t('contact.noAbout')}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold">{t('contact.role')}</dt>
              <dd className="mt-1 text-muted-foreground">{contact.role}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold">{t('contact.status')}</dt>
              <dd className="mt-1 text-muted-foreground">{status}</dd>
            </div>
          </dl>
        </SheetBody>
      </SheetContent>
    </Sheet>
  )
}

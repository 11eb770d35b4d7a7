import type { ChatContact } from '@contract/chat'
import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { ContactDrawer } from './contact-drawer'

export interface ConversationHeaderProps {
  contact: ChatContact
  onBack: () => void
}

/** The back button exists for phone width only, where the conversation covers the list. */
export function ConversationHeader({ contact, onBack }: ConversationHeaderProps) {
  const { t } = useTranslation('chat')
  const [open, setOpen] = useState(false)
  const status = t(`status.${contact.status}`)
  return (
    <header className="flex items-center gap-2 border-b p-3">
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        onClick={onBack}
        aria-label={t('conversation.back')}
      >
        <ArrowLeft aria-hidden className="rtl:rotate-180" />
      </Button>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('conversation.openContact', { name: contact.fullName })}
        className="flex min-w-0 items-center gap-3 rounded-md p-1 text-start hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
      >
        <Avatar
          name={contact.fullName}
          src={contact.avatar || undefined}
          status={contact.status}
          statusLabel={status}
          aria-hidden
          role="presentation"
        />
        <span className="min-w-0">
          <span className="block truncate font-semibold">{contact.fullName}</span>
          <span className="block truncate text-sm text-muted-foreground">{status}</span>
        </span>
      </button>
      <ContactDrawer contact={contact} open={open} onOpenChange={setOpen} />
    </header>
  )
}

import type { EmailReply } from '@contract/email'
import ChevronDown from 'lucide-react/icons/chevron-down'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { MailMessage } from './mail-message'

/** The thread's earlier messages stay folded behind one button, so the newest message is what one sees first. */
export function EarlierReplies({ replies }: { replies: EmailReply[] }) {
  const { t } = useTranslation('email')
  const [open, setOpen] = useState(false)
  if (replies.length === 0) return null
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="soft"
        size="sm"
        className="self-center"
        aria-expanded={open}
        aria-controls="email-earlier-replies"
        onClick={() => setOpen((value) => !value)}
      >
        <ChevronDown className={open ? 'rotate-180' : undefined} aria-hidden />
        {open ? t('detail.hideEarlier') : t('detail.earlier', { count: replies.length })}
      </Button>
      <div id="email-earlier-replies" hidden={!open} className="flex flex-col gap-3">
        {open && replies.map((reply) => <MailMessage key={reply.id} mail={reply} />)}
      </div>
    </div>
  )
}

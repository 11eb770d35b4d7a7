import { MessageSquare } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Shown beside the list (never on a phone) until a chat or contact is picked. */
export function ConversationPlaceholder() {
  const { t } = useTranslation('chat')
  return (
    <div className="m-auto flex flex-col items-center gap-3 p-6 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-muted">
        <MessageSquare aria-hidden className="size-9 text-muted-foreground" />
      </span>
      <p className="text-lg font-semibold">{t('conversation.empty')}</p>
      <p className="text-muted-foreground">{t('conversation.emptyHint')}</p>
    </div>
  )
}

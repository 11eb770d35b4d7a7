import { LazyEmptyArt } from '@/components/illustrations/lazy-empty-art'
import { useTranslation } from 'react-i18next'

/** Shown beside the list (never on a phone) until a chat or contact is picked. */
export function ConversationPlaceholder() {
  const { t } = useTranslation('chat')
  return (
    <div className="m-auto flex flex-col items-center gap-3 p-6 text-center">
      <LazyEmptyArt kind="chat" />
      <p className="text-lg font-semibold">{t('conversation.empty')}</p>
      <p className="text-muted-foreground">{t('conversation.emptyHint')}</p>
    </div>
  )
}

import type { ChatContact } from '@contract/chat'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical'
import Phone from 'lucide-react/icons/phone'
import Search from 'lucide-react/icons/search'
import Video from 'lucide-react/icons/video'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { toast } from '@/components/ui/toast'
import { useChatPreferences, useClearChat } from '../api/update-chat'
import { CallDialog, type CallKind } from './call-dialog'
import { ContactDrawer } from './contact-drawer'

export interface ConversationHeaderProps {
  contact: ChatContact
  muted: boolean
  blocked: boolean
  searchOpen: boolean
  onToggleSearch: () => void
  onBack: () => void
}

/**
 * Who the conversation is with, and what can be done to it: search it, call (the demo explains instead of
 * ringing), mute, block, clear. The back button exists for phone width only, where the conversation covers the
 * list.
 */
export function ConversationHeader({
  contact,
  muted,
  blocked,
  searchOpen,
  onToggleSearch,
  onBack,
}: ConversationHeaderProps) {
  const { t } = useTranslation(['chat', 'common'])
  const [contactOpen, setContactOpen] = useState(false)
  const [call, setCall] = useState<CallKind | null>(null)
  const [confirmClear, setConfirmClear] = useState(false)
  const preferences = useChatPreferences()
  const clear = useClearChat()
  const status = t(`common:presence.${contact.status}`)
  const name = contact.fullName
  const failed = (error: Error) => toast.error(t('actions.failed', { message: error.message }))

  const setPreference = (change: { muted: boolean } | { blocked: boolean }, done: string) =>
    preferences.mutate(
      { contactId: contact.id, ...change },
      { onSuccess: () => toast.success(done), onError: failed },
    )

  return (
    <header className="flex items-center gap-1 border-b p-3 sm:gap-2">
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
        onClick={() => setContactOpen(true)}
        aria-haspopup="dialog"
        className="flex min-w-0 flex-1 items-center gap-3 rounded-md p-1 text-start hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
      >
        <Avatar
          name={name}
          src={contact.avatar || undefined}
          status={contact.status}
          statusLabel={status}
          aria-hidden
          role="presentation"
        />
        <span className="min-w-0">
          <span className="user-text block truncate font-semibold">{name}</span>
          <span className="user-text block truncate text-sm text-muted-foreground">
            {blocked ? t('actions.blockedStatus') : status}
          </span>
          {/* named by the words it shows (label in name, WCAG 2.5.3), then what it opens */}
          <span className="sr-only">{t('conversation.openContact')}</span>
        </span>
      </button>
      <Button
        variant="ghost"
        color="neutral"
        size="icon"
        aria-label={t('actions.search')}
        aria-pressed={searchOpen}
        onClick={onToggleSearch}
      >
        <Search aria-hidden />
      </Button>
      <Button
        variant="ghost"
        color="neutral"
        size="icon"
        aria-label={t('actions.voiceCall', { name })}
        aria-haspopup="dialog"
        className="max-sm:hidden"
        onClick={() => setCall('voice')}
      >
        <Phone aria-hidden />
      </Button>
      <Button
        variant="ghost"
        color="neutral"
        size="icon"
        aria-label={t('actions.videoCall', { name })}
        aria-haspopup="dialog"
        className="max-sm:hidden"
        onClick={() => setCall('video')}
      >
        <Video aria-hidden />
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" color="neutral" size="icon" aria-label={t('actions.more', { name })}>
            <EllipsisVertical aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem inset onSelect={() => setContactOpen(true)}>
            {t('actions.viewContact')}
          </DropdownMenuItem>
          {/* on phones the call buttons leave the header for the menu; plain items line up with the checkable ones */}
          <DropdownMenuItem inset className="sm:hidden" onSelect={() => setCall('voice')}>
            {t('actions.voiceCall', { name })}
          </DropdownMenuItem>
          <DropdownMenuItem inset className="sm:hidden" onSelect={() => setCall('video')}>
            {t('actions.videoCall', { name })}
          </DropdownMenuItem>
          <DropdownMenuCheckboxItem
            checked={muted}
            onCheckedChange={(checked) =>
              setPreference(
                { muted: checked },
                t(checked ? 'actions.mutedToast' : 'actions.unmutedToast', { name }),
              )
            }
          >
            {t('actions.mute')}
          </DropdownMenuCheckboxItem>
          <DropdownMenuCheckboxItem
            checked={blocked}
            onCheckedChange={(checked) =>
              setPreference(
                { blocked: checked },
                t(checked ? 'actions.blockedToast' : 'actions.unblockedToast', { name }),
              )
            }
          >
            {t('actions.block')}
          </DropdownMenuCheckboxItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem inset variant="destructive" onSelect={() => setConfirmClear(true)}>
            {t('actions.clear')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ContactDrawer contact={contact} open={contactOpen} onOpenChange={setContactOpen} />
      <CallDialog contact={contact} kind={call} onClose={() => setCall(null)} />
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={t('actions.clearTitle', { name })}
        description={t('actions.clearDescription')}
        cancelLabel={t('actions.cancel')}
        confirmLabel={t('actions.clearConfirm')}
        confirming={clear.isPending}
        onConfirm={() =>
          clear.mutate(contact.id, {
            onSuccess: () => {
              setConfirmClear(false)
              toast.success(t('actions.clearedToast', { name }))
            },
            onError: failed,
          })
        }
      />
    </header>
  )
}

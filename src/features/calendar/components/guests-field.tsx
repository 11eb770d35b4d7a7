import ChevronDown from 'lucide-react/icons/chevron-down'
import { useTranslation } from 'react-i18next'
import type { Guest } from '@contract/calendar'
import { Avatar } from '@/components/ui/avatar'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { FieldControlProps } from '@/components/ui/form-field'
import { fieldClass } from '@/components/ui/input'
import { cn } from '@/lib/utils'

interface GuestsFieldProps {
  control: FieldControlProps
  guests: Guest[] | undefined
  value: number[]
  onChange: (ids: number[]) => void
}

/**
 * A multi-select of people: a field-looking trigger that lists the chosen guests, and a menu of checkbox items
 * that stays open while people are ticked (keyboard: arrows, Space, Escape).
 */
export function GuestsField({ control, guests, value, onChange }: GuestsFieldProps) {
  const { t } = useTranslation('calendar')
  const chosen = (guests ?? []).filter((guest) => value.includes(guest.id))
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          {...control}
          className={cn(fieldClass, 'flex min-h-9.5 items-center gap-2 py-1.5 text-start')}
        >
          <span className="flex min-w-0 flex-1 flex-wrap gap-1">
            {chosen.length === 0 && <span className="text-muted-foreground">{t('placeholders.guests')}</span>}
            {chosen.map((guest) => (
              <span
                key={guest.id}
                className="inline-flex items-center gap-1 rounded-full bg-muted py-0.5 pe-2 ps-0.5 text-sm"
              >
                <Avatar name={guest.fullName} src={guest.avatar || undefined} size="xs" aria-hidden />
                {guest.fullName}
              </span>
            ))}
          </span>
          <ChevronDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-(--radix-dropdown-menu-trigger-width)">
        <DropdownMenuLabel>{guests ? t('guestsMenu') : t('guestsLoading')}</DropdownMenuLabel>
        {guests?.map((guest) => (
          <DropdownMenuCheckboxItem
            key={guest.id}
            checked={value.includes(guest.id)}
            // Keep the menu open: people are usually invited several at a time.
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(checked) =>
              onChange(checked ? [...value, guest.id] : value.filter((id) => id !== guest.id))
            }
          >
            <span className="flex flex-col">
              <span>{guest.fullName}</span>
              <span className="text-xs text-muted-foreground">{guest.email}</span>
            </span>
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

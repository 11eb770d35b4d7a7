import RotateCcw from 'lucide-react/icons/rotate-ccw'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ActionCard, useCardActionLabels, useRemovableCards, type CardAction } from '@/components/cards'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { MetricsList } from './components/metrics-list'

type DemoCard = 'collapse' | 'refresh' | 'remove' | 'all'

const CARDS: readonly { id: DemoCard; actions: readonly CardAction[] }[] = [
  { id: 'collapse', actions: ['collapse'] },
  { id: 'refresh', actions: ['refresh'] },
  { id: 'remove', actions: ['remove'] },
  { id: 'all', actions: ['collapse', 'refresh', 'remove'] },
]

/** Stands in for a network call: the overlay needs a moment to be seen. */
const reload = () => new Promise((resolve) => setTimeout(resolve, 900))

export function ActionCardsPage() {
  const { t } = useTranslation('cards')
  const labels = useCardActionLabels()
  const titleOf = (id: DemoCard) => t(`action.${id}.title`)
  const undoToast = useMemo(
    () => ({
      message: (id: string) => t('actions.removed', { title: t(`action.${id as DemoCard}.title`) }),
      undo: t('actions.undo'),
    }),
    [t],
  )
  const cards = useRemovableCards<DemoCard>(undoToast)
  const [rounds, setRounds] = useState<Record<'refresh' | 'all', number>>({ refresh: 0, all: 0 })
  const restoreButton = useRef<HTMLButtonElement>(null)
  const nothingRemoved = cards.removedCount === 0

  return (
    <div>
      <PageHeader title={t('action.title')} intro={t('action.intro')}>
        {/* aria-disabled rather than disabled: focus moves here after a removal, so it must stay focusable */}
        <Button
          ref={restoreButton}
          variant="outline"
          aria-disabled={nothingRemoved || undefined}
          onClick={() => !nothingRemoved && cards.restoreAll()}
        >
          <RotateCcw aria-hidden />
          {nothingRemoved ? t('action.restore') : t('action.restoreCount', { count: cards.removedCount })}
        </Button>
      </PageHeader>
      <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-2">
        {CARDS.filter((card) => cards.isVisible(card.id)).map((card) => (
          <ActionCard
            key={card.id}
            title={titleOf(card.id)}
            actions={card.actions}
            labels={labels}
            onRefresh={
              card.id === 'refresh' || card.id === 'all'
                ? async () => {
                    await reload()
                    setRounds((current) => ({ ...current, [card.id]: current[card.id as 'all'] + 1 }))
                  }
                : undefined
            }
            onRemove={() => {
              cards.remove(card.id)
              // the removed card's button is gone; the restore button is where this action is undone
              restoreButton.current?.focus()
            }}
          >
            {card.id === 'refresh' || card.id === 'all' ? (
              <MetricsList round={rounds[card.id]} />
            ) : (
              <p className="text-muted-foreground">{t(`action.${card.id}.body`)}</p>
            )}
          </ActionCard>
        ))}
      </div>
    </div>
  )
}

import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Poll } from '@contract/profile'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { toast } from '@/components/ui/toast'
import { useVote } from '../api/vote'

/** The poll: choose and vote (the vote is kept and can be changed); after voting, each option's share. */
export function PollCard({ poll }: { poll: Poll }) {
  const { t } = useTranslation('profile')
  const id = useId()
  const [choice, setChoice] = useState(poll.myVote ?? '')
  const vote = useVote()
  const share = (votes: number) => (poll.totalVotes ? Math.round((votes / poll.totalVotes) * 100) : 0)
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('poll')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p id={id} className="user-text font-medium">
          {poll.question}
        </p>
        <RadioGroup
          value={choice}
          onValueChange={setChoice}
          aria-labelledby={id}
          className="flex flex-col gap-3"
        >
          {poll.options.map((option) => (
            <div key={option.id} className="flex flex-col gap-1">
              <div className="flex items-center gap-2">
                <RadioGroupItem id={`${id}-${option.id}`} value={option.id} />
                <Label htmlFor={`${id}-${option.id}`} className="user-text flex-1">
                  {option.label}
                </Label>
                {poll.myVote && (
                  <span className="text-sm text-muted-foreground">
                    {t('share', { percent: share(option.votes) })}
                  </span>
                )}
              </div>
              {poll.myVote && (
                <div className="h-1.5 rounded-full bg-muted" aria-hidden="true">
                  <div
                    className="h-full rounded-full bg-primary"
                    style={{ inlineSize: `${share(option.votes)}%` }}
                  />
                </div>
              )}
            </div>
          ))}
        </RadioGroup>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm text-muted-foreground">{t('votes', { count: poll.totalVotes })}</span>
          <Button
            size="sm"
            disabled={!choice || choice === poll.myVote}
            loading={vote.isPending}
            onClick={() =>
              vote.mutate(choice, {
                onSuccess: () => toast.success(t('voted')),
                onError: (error) => toast.error(t('voteFailed'), { description: error.message }),
              })
            }
          >
            {t(poll.myVote ? 'changeVote' : 'vote')}
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}

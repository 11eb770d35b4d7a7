import {
  SCHEDULE_NOT_A_TIME_MESSAGE,
  SCHEDULE_PAST_MESSAGE,
  SCHEDULE_TOO_FAR_MESSAGE,
  scheduleProblem,
} from '@contract/email.values'
import { useTranslation } from 'react-i18next'

/** What the back end would say about this send time (ISO) now, by the device's clock; undefined when none. */
export const problemNow = (scheduledAt: string) => scheduleProblem(scheduledAt, Date.now())

const MESSAGE_KEYS = {
  [SCHEDULE_PAST_MESSAGE]: 'schedule.past',
  [SCHEDULE_TOO_FAR_MESSAGE]: 'schedule.tooFar',
  [SCHEDULE_NOT_A_TIME_MESSAGE]: 'schedule.notATime',
} as const

/** The contract's message about a send time, in the page's language; other text as it came. */
export function useScheduleMessage() {
  const { t } = useTranslation('email')
  return (message: string) =>
    message in MESSAGE_KEYS ? t(MESSAGE_KEYS[message as keyof typeof MESSAGE_KEYS]) : message
}

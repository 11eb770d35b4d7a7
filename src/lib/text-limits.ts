import { z } from 'zod'
import { limitOf } from '@contract/common'

/*
 * The contract's text limits in the user's language: one message ("At most 200 characters", common.json) for the
 * forms' own checks and for the contract's English message when the server's answer carries it.
 */

/** Any component's `t` that reaches the common namespace (every page loads it with the shell). */
type CommonT = (key: 'common:validation.tooLong', options: { max: number }) => string

/** "At most {max} characters" in the page's language. */
export const tooLong = (t: CommonT, max: number) => t('common:validation.tooLong', { max })

/** A text field the contract caps at `max` characters, refused in the page's language past it. */
export const atMost = (t: CommonT, max: number) => z.string().max(max, tooLong(t, max))

/** The contract's limit message (`tooLongMessage`) in the page's language; undefined for any other message. */
export function translatedLimit(t: CommonT, message: string): string | undefined {
  const max = limitOf(message)
  return max === undefined ? undefined : tooLong(t, max)
}

import type { TFunction } from 'i18next'
import {
  CARD_NUMBER_MESSAGE,
  CVC_MESSAGE,
  EXPIRY_MESSAGE,
  MOBILE_MESSAGE,
  POSTCODE_MESSAGE,
  REQUIRED_MESSAGE,
} from '@contract/ecommerce'

/**
 * The forms validate with the contract's own schemas (the rules live there once); this turns the contract's
 * English messages into the user's language. A message it does not know is shown as the server wrote it.
 */
export function translateMessage(t: TFunction<'ecommerce'>, message: string | undefined): string | undefined {
  if (!message) return undefined
  const keys: Record<
    string,
    `checkout.errors.${'required' | 'mobile' | 'postcode' | 'cardNumber' | 'expiry' | 'cvc'}`
  > = {
    [REQUIRED_MESSAGE]: 'checkout.errors.required',
    [MOBILE_MESSAGE]: 'checkout.errors.mobile',
    [POSTCODE_MESSAGE]: 'checkout.errors.postcode',
    [CARD_NUMBER_MESSAGE]: 'checkout.errors.cardNumber',
    [EXPIRY_MESSAGE]: 'checkout.errors.expiry',
    [CVC_MESSAGE]: 'checkout.errors.cvc',
  }
  const key = keys[message]
  // a missing field arrives as zod's type message; to a person it is simply required
  if (!key && /expected string/i.test(message)) return t('checkout.errors.required')
  return key ? t(key) : message
}

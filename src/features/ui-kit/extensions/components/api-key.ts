const KEY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'

/** A demo key: 28 random characters from an alphabet without look-alikes (no l, o, 0, 1). */
export function makeApiKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(28))
  return `tsk_live_${Array.from(bytes, (byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join('')}`
}

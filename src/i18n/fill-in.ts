/*
 * Messages with one placeholder, translated once and filled in per row. A long list draws a dozen new rows each
 * frame while it scrolls, and a row that asks react-i18next for `t` itself pays for the hook's wrapper and for
 * i18next's interpolation (a few KB of garbage a call): in the to-do list and the data table that was more work
 * than the rest of the row. So a list translates its rows' words once (`useMemo` on `t`), the messages that name
 * the row around `SLOT`, and hands them to its rows. See docs/i18n.md, "Words for long lists".
 */

/** Stands for the row's value while the message is translated: two invisible separators, never in real text. */
export const SLOT = '\u2063\u2063'

/**
 * `fillIn(t('list.select', { subject: SLOT }))` → `(subject) => "Select <subject>"`, in the message's own word
 * order. A message without the slot (a translation that leaves the name out) stays as it is.
 */
export function fillIn(message: string): (value: string) => string {
  const at = message.indexOf(SLOT)
  if (at < 0) return () => message
  const before = message.slice(0, at)
  const after = message.slice(at + SLOT.length)
  return (value) => before + value + after
}

/** One word per key, translated once: `translateEach(TASK_TAGS, (tag) => t(`tags.${tag}`))`. */
export function translateEach<K extends string>(
  keys: readonly K[],
  word: (key: K) => string,
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, word(key)])) as Record<K, string>
}

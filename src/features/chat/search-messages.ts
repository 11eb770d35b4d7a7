import type { ChatMessage } from '@contract/chat'

/* Searching one conversation: which messages match, and where in each the match sits (for <mark>). */

const fold = (text: string) => text.toLocaleLowerCase()

/** The messages whose text or a file's name contains `query`, whatever the case; all of them for an empty query. */
export function matchingMessages(messages: readonly ChatMessage[], query: string): readonly ChatMessage[] {
  if (!query) return messages
  const needle = fold(query)
  return messages.filter(
    (message) =>
      fold(message.message).includes(needle) ||
      (message.attachments ?? []).some((file) => fold(file.name).includes(needle)),
  )
}

export interface TextPart {
  text: string
  match: boolean
}

/** `text` cut into runs, each saying whether it is an occurrence of `query` (case-insensitive). */
export function splitMatches(text: string, query: string): TextPart[] {
  if (!query) return [{ text, match: false }]
  const haystack = fold(text)
  const needle = fold(query)
  // lower-casing can change a string's length (İ → i̇): fall back to no marks rather than cut in the wrong place
  if (haystack.length !== text.length) return [{ text, match: false }]
  const parts: TextPart[] = []
  let from = 0
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false })
    parts.push({ text: text.slice(at, at + needle.length), match: true })
    from = at + needle.length
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false })
  return parts
}

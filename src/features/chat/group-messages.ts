import type { ChatMessage } from '@contract/chat'

export interface MessageGroup {
  senderId: number
  messages: ChatMessage[]
}

export interface MessageDay {
  /** Local calendar day, YYYY-MM-DD: the key and the separator's date. */
  day: string
  groups: MessageGroup[]
}

/** The local calendar day of an ISO time, so separators follow the reader's clock, not UTC. */
export function localDay(iso: string): string {
  const date = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * Splits a conversation (oldest first) into days, and each day into runs of messages by one sender. A new day
 * always starts a new group, so a separator never falls inside one.
 */
export function groupMessages(messages: readonly ChatMessage[]): MessageDay[] {
  const days: MessageDay[] = []
  for (const message of messages) {
    const day = localDay(message.time)
    let current = days.at(-1)
    if (current?.day !== day) days.push((current = { day, groups: [] }))
    const group = current.groups.at(-1)
    if (group?.senderId === message.senderId) group.messages.push(message)
    else current.groups.push({ senderId: message.senderId, messages: [message] })
  }
  return days
}

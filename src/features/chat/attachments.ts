import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENTS_MAX,
  CHAT_INLINE_IMAGE_TYPES,
  type ChatAttachment,
} from '@contract/chat'

/** A type the contract takes (`type/subtype`); anything else is sent as plain bytes. */
const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i
const typeOf = (file: File) => (MIME_TYPE.test(file.type) ? file.type : 'application/octet-stream')

/** Shown inline in the bubble (with its name as alt text); other files are a download chip. */
export const isInlineImage = (type: string) => (CHAT_INLINE_IMAGE_TYPES as readonly string[]).includes(type)

/** The file as the send call takes it: its content as a base64 data URL of the type the message states. */
export async function readAttachment(file: File): Promise<ChatAttachment> {
  const read = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.addEventListener('load', () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')),
    )
    reader.addEventListener('error', () => reject(reader.error ?? new Error('unreadable')))
    reader.readAsDataURL(file)
  })
  const type = typeOf(file)
  // the reader writes the browser's own type; the contract wants the type the message names
  const base64 = read.slice(read.indexOf(',') + 1)
  return {
    name: file.name.slice(0, 200) || 'file',
    type,
    size: file.size,
    dataUrl: `data:${type};base64,${base64}`,
  }
}

export type AttachmentProblem =
  { kind: 'tooLarge'; name: string } | { kind: 'empty'; name: string } | { kind: 'tooMany' }

/**
 * Splits chosen files into those that can go with the message and the problems to tell the user about: the same
 * limits the send call holds (contract/chat.values.ts), checked before anything is read or sent.
 */
export function checkFiles(files: readonly File[], alreadyAttached: number) {
  const accepted: File[] = []
  const problems: AttachmentProblem[] = []
  for (const file of files) {
    if (file.size > CHAT_ATTACHMENT_MAX_BYTES) problems.push({ kind: 'tooLarge', name: file.name })
    else if (file.size === 0) problems.push({ kind: 'empty', name: file.name })
    else if (alreadyAttached + accepted.length >= CHAT_ATTACHMENTS_MAX) {
      if (!problems.some((problem) => problem.kind === 'tooMany')) problems.push({ kind: 'tooMany' })
    } else accepted.push(file)
  }
  return { accepted, problems }
}

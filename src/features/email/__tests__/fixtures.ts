import type { Email } from '@contract/email'

/** A mail as the list call returns it; tests override what they look at. */
export function mail(id: number, patch: Partial<Email> = {}): Email {
  return {
    id,
    from: { name: `Sender ${id}`, email: `sender${id}@example.test`, avatar: '' },
    to: [{ name: 'Noor Halvorsen', email: 'admin@demo.com' }],
    cc: [],
    bcc: [],
    subject: `Subject ${id}`,
    message: `<p>Body of mail ${id}</p>`,
    attachments: [],
    isStarred: false,
    labels: [],
    time: new Date(Date.UTC(2026, 0, id)).toISOString(),
    replies: [],
    folder: 'inbox',
    isRead: false,
    isDeleted: false,
    ...patch,
  }
}

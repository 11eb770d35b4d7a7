/**
 * Chat sample data: ten contacts, the admin's chat profile and four of the admin's conversations. Message times
 * count back from `now` over several days, so the conversation shows day separators; one chat has unseen
 * messages. Other accounts start with no chats and a profile built from their account on first use.
 */
import type { Chat, ChatContact, ChatMessage, ChatStatus, ProfileUser } from '../../contract/chat'
import type { Account } from './accounts'

/** A stored chat: the contract's chat plus the account it belongs to. */
export interface ChatRow extends Chat {
  ownerId: number
}

export const FIRST_CONTACT_ID = 101

/** A seed person's drawn portrait (scripts/gen-avatars.mjs draws one per name it lists). */
export const avatarOf = (fullName: string) =>
  `/images/avatars/${fullName.toLowerCase().replaceAll(' ', '-')}.svg`
const MINUTE_MS = 60_000

const CONTACTS: [fullName: string, role: string, status: ChatStatus, about: string][] = [
  [
    'Calla Everly',
    'Product designer',
    'online',
    'Sketches on paper first, pixels second. Ask me about the new icon set.',
  ],
  [
    'Dorian Fairbank',
    'Front-end developer',
    'busy',
    'Shipping the release branch this week; replies may be slow.',
  ],
  ['Ilse Northcott', 'Support lead', 'away', 'Keeping the help desk under a one-hour first response.'],
  ['Farid Okonkwo', 'Data analyst', 'online', 'Dashboards, queries and the occasional spreadsheet rescue.'],
  ['Greta Lindqvist', 'Marketing manager', 'offline', 'Planning the spring campaign. Back on Monday.'],
  ['Jasper Thorne', 'Back-end developer', 'online', 'APIs, queues and coffee, in that order.'],
  ['Maren Castellan', 'QA engineer', 'busy', 'If it can break, I will find out how.'],
  ['Soren Whitlock', 'Sales representative', 'away', 'On the road visiting customers in Greywick.'],
  ['Talia Rosales', 'HR partner', 'offline', 'Onboarding, benefits and the team offsite.'],
  ['Yannick Marchetti', 'DevOps engineer', 'online', 'Keeping the lights on and the pipelines green.'],
]

export const seedChatContacts = (): ChatContact[] =>
  CONTACTS.map(([fullName, role, status, about], index) => ({
    id: FIRST_CONTACT_ID + index,
    fullName,
    role,
    about,
    avatar: avatarOf(fullName),
    status,
  }))

/** The profile a user has before changing anything: taken from their account. */
export const defaultProfileUser = (
  account: Pick<Account, 'id' | 'fullName' | 'avatar' | 'role'>,
): ProfileUser => ({
  id: account.id,
  fullName: account.fullName,
  avatar: account.avatar,
  role: account.role === 'admin' ? 'Administrator' : 'Client',
  about: '',
  status: 'online',
  settings: { isNotificationsOn: true },
})

export const seedProfileUsers = (accounts: Account[]): ProfileUser[] =>
  accounts
    .filter((account) => account.id === 1)
    .map((account) => ({
      ...defaultProfileUser(account),
      about: 'Runs the Tessera workspace: accounts, billing and the weekly release notes.',
      settings: { isNotificationsOn: true },
    }))

/**
 * [minutes before now, from the contact?, text], oldest first. `1440 * d + m` means d days back and m minutes before
 * now's time of day; see `placeLine` for the hours just after midnight.
 */
type Line = [minutesAgo: number, fromContact: boolean, text: string]

const CONVERSATIONS: { contact: number; unseen: number; lines: Line[] }[] = [
  {
    contact: FIRST_CONTACT_ID,
    unseen: 2,
    lines: [
      [3 * 1440 + 95, false, 'Hi Calla, could you look at the new sign-in screen when you have a moment?'],
      [3 * 1440 + 80, true, 'Sure! Send me the link.'],
      [3 * 1440 + 78, false, 'It is on the staging site under /login.'],
      [1440 + 300, true, 'The spacing above the button feels tight on phones.'],
      [1440 + 290, false, 'Good catch, I will widen it.'],
      [12, true, 'I also made two versions of the empty state illustration.'],
      [9, true, 'Which one do you prefer?'],
    ],
  },
  {
    contact: FIRST_CONTACT_ID + 3,
    unseen: 0,
    lines: [
      [2 * 1440 + 40, true, 'The monthly revenue report is ready.'],
      [2 * 1440 + 35, false, 'Thanks! Any surprises?'],
      [2 * 1440 + 30, true, 'Refunds went down by a third after the checkout fix.'],
      [65, false, "Can we add that to Friday's update?"],
      [60, true, 'Already drafted it.'],
    ],
  },
  {
    contact: FIRST_CONTACT_ID + 5,
    unseen: 0,
    lines: [
      [1440 + 600, false, 'Is the queue worker deployed?'],
      [1440 + 590, true, 'Yes, since this morning. No errors so far.'],
      [1440 + 585, false, 'Great, thank you.'],
    ],
  },
  {
    contact: FIRST_CONTACT_ID + 8,
    unseen: 0,
    lines: [
      [5 * 1440 + 200, true, 'Reminder: the team offsite sign-up closes on Thursday.'],
      [5 * 1440 + 150, false, 'Signed up, thanks for the nudge.'],
    ],
  },
]

/** The demo's conversations, held by `ownerId` (the admin's, or on the Node server any account's own copy). */
export function seedChats(now: Date, ownerId = 1): ChatRow[] {
  const at = (minutesAgo: number) => placeLine(now, minutesAgo).toISOString()
  return CONVERSATIONS.map(({ contact, unseen, lines }, index) => ({
    id: index + 1,
    ownerId,
    userId: contact,
    unseenMsgs: unseen,
    chat: lines.map(([minutesAgo, fromContact, message]): ChatMessage => ({
      message,
      time: at(minutesAgo),
      senderId: fromContact ? contact : ownerId,
    })),
  }))
}

const DAY_MINUTES = 1440
/** The most minutes any line lies before now's time of day. */
const LONGEST_OFFSET = Math.max(
  ...CONVERSATIONS.flatMap(({ lines }) => lines.map(([minutesAgo]) => minutesAgo % DAY_MINUTES)),
)

/**
 * A line's time: its day stays its day. Shortly after midnight there are fewer minutes of today than a line's
 * offset asks for (12 minutes ago at 00:05 is yesterday), so the offsets of every day shrink in proportion until
 * they fit: "today's" messages stay today and every conversation keeps its order.
 */
function placeLine(now: Date, minutesAgo: number): Date {
  const days = Math.floor(minutesAgo / DAY_MINUTES)
  const offset = minutesAgo % DAY_MINUTES
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  const minutesToday = (now.getTime() - midnight.getTime()) / MINUTE_MS
  const scale = Math.min(1, minutesToday / (LONGEST_OFFSET + 1))
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days)
  return new Date(day.getTime() + (minutesToday - offset * scale) * MINUTE_MS)
}

/** Test helpers: the seed's chat with unseen messages, and a contact without any chat. */
export const UNSEEN_CHAT_CONTACT_ID = FIRST_CONTACT_ID
export const CONTACT_WITHOUT_CHAT_ID = FIRST_CONTACT_ID + 1

import type { Attachment, Email, EmailFolder, EmailLabel, EmailReply, MailSender } from '../../contract/email'
import type { Account } from './accounts'

/**
 * The admin's mailbox: Tessera's own correspondence about a tile and mosaic studio. Times count back from `now`
 * (the first few are minutes old, so "today" always has mail). Written by hand so every folder, label, flag and
 * state the screens show is present: unread mail in inbox, draft and spam, starred mail, threads with earlier
 * replies, attachments, one deleted mail that must never appear, and one hostile message whose script and
 * onerror handler the page has to neutralise.
 */

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const contact = (name: string, email: string, avatar = ''): MailSender => ({ name, email, avatar })

const GRETA = contact('Greta Saltmarsh', 'greta.saltmarsh@mosaicworks.test', '/images/avatars/3.svg')
const FARID = contact('Farid Northcott', 'farid.northcott@tilehouse.test', '/images/avatars/5.svg')
const ODETTE = contact('Odette Valdemar', 'odette.valdemar@tessera.test', '/images/avatars/8.svg')
const BRAM = contact('Bram Whitlock', 'bram.whitlock@mosaicworks.test', '/images/avatars/11.svg')
const CELESTE = contact('Celeste Marchetti', 'celeste.marchetti@tessera.test')
const DORIAN = contact('Dorian Fairbank', 'dorian.fairbank@tilehouse.test', '/images/avatars/2.svg')
const KAIA = contact('Kaia Lindqvist', 'kaia.lindqvist@glazeline.test')
const PASCAL = contact('Pascal Okonkwo', 'pascal.okonkwo@tessera.test', '/images/avatars/7.svg')
const VESNA = contact('Vesna Thorne', 'vesna.thorne@kilnandco.test')
const LINUS = contact('Linus Ivers', 'linus.ivers@mosaicworks.test', '/images/avatars/9.svg')
const PROMO = contact('Glitter Grout Deals', 'deals@glittergrout.test')
const LOTTERY = contact('Prize Desk', 'winner@prize-desk.test')
const PHISH = contact('Account Security', 'security@tesera-login.test')

const to = ({ name, email }: MailSender) => ({ name, email })

const file = (fileName: string, size: number): Attachment => {
  const type = fileName.split('.').pop() ?? 'file'
  return { fileName, thumbnail: `/images/files/${type}.svg`, url: '', size }
}

const html = (...paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('')

interface SeedMail {
  from: MailSender | 'me'
  to?: (MailSender | 'me')[]
  cc?: MailSender[]
  subject: string
  message: string
  ago: number
  folder: EmailFolder
  isRead?: boolean
  isStarred?: boolean
  isDeleted?: boolean
  labels?: EmailLabel[]
  attachments?: Attachment[]
  replies?: { from: MailSender | 'me'; message: string; ago: number; attachments?: Attachment[] }[]
}

const MAILS: SeedMail[] = [
  {
    from: GRETA,
    subject: 'Kiln schedule for the lobby mural',
    message: html(
      'Hi Noor,',
      'The second firing for the lobby mural is booked for Thursday. The cobalt batch came out <strong>two shades darker</strong> than the sample, so I pulled three tiles for you to compare.',
      'Can you confirm by noon whether we keep the darker blue?',
      'Greta',
    ),
    ago: 4 * MINUTE,
    folder: 'inbox',
    labels: ['company', 'important'],
    attachments: [file('cobalt-comparison.jpg', 1_843_200), file('firing-plan.pdf', 248_320)],
    replies: [
      {
        from: 'me',
        message: html(
          'Greta, could you send photos of the test tiles in daylight? The studio lamps make everything look green.',
        ),
        ago: 2 * DAY,
      },
      {
        from: GRETA,
        message: html(
          'Photos are in the shared folder. The daylight ones are labelled <em>north window</em>.',
        ),
        ago: DAY + 5 * HOUR,
      },
      {
        from: 'me',
        message: html('Thanks! I lean towards the darker blue, but let us see the fired result first.'),
        ago: DAY + 2 * HOUR,
      },
    ],
  },
  {
    from: FARID,
    cc: [DORIAN],
    subject: 'Invoice 2291: grout and sealant delivery',
    message: html(
      'Hello Noor,',
      "Attached is the invoice for last week's delivery: 40 bags of sanded grout and 12 litres of sealant. Payment terms are 30 days as usual.",
      'Kind regards, Farid',
    ),
    ago: 18 * MINUTE,
    folder: 'inbox',
    labels: ['company'],
    attachments: [file('invoice-2291.pdf', 96_256)],
  },
  {
    from: KAIA,
    subject: 'Glaze samples for the spring collection',
    message: html(
      'Hi!',
      'We mixed six new glazes for the spring collection: sage, rust, oat, fog, clay and a speckled white. Samples ship tomorrow.',
      'Let me know which ones you want in full batches.',
    ),
    ago: 41 * MINUTE,
    folder: 'inbox',
    isStarred: true,
    labels: ['personal'],
  },
  {
    from: ODETTE,
    subject: 'Team lunch on Friday',
    message: html(
      'Hi all, lunch is on the studio this Friday at the noodle place on Harbour Street. Reply if you cannot make it!',
    ),
    ago: 3 * HOUR,
    folder: 'inbox',
    isRead: true,
    labels: ['personal'],
  },
  {
    from: BRAM,
    subject: 'Quarterly tile catalogue preview',
    // Hostile on purpose: the page must render this without running the script or the onerror handler.
    message:
      "<p>Here is the preview of the quarterly catalogue. The layout follows last quarter's grid.</p>" +
      '<script>window.emailXssRan = "script"</script>' +
      '<img src="x" alt="catalogue cover" onerror="window.emailXssRan = \'onerror\'">' +
      '<p><a href="javascript:window.emailXssRan=\'link\'">Open the full catalogue</a></p>',
    ago: 6 * HOUR,
    folder: 'inbox',
    labels: ['company'],
    attachments: [file('catalogue-preview.pdf', 5_242_880)],
  },
  {
    from: PASCAL,
    subject: 'Security badge renewal',
    message: html(
      'Your studio badge expires at the end of the month. Drop by reception with a photo ID and we will print a new one.',
    ),
    ago: DAY + 2 * HOUR,
    folder: 'inbox',
    isRead: true,
    labels: ['private'],
  },
  {
    from: CELESTE,
    subject: 'Moodboard for the Vallenby pool',
    message: html(
      'Noor,',
      'The client loved the wave motif. I have put together a moodboard with three colour stories; the second one is my favourite.',
      'Can we review it together on Monday?',
    ),
    ago: DAY + 7 * HOUR,
    folder: 'inbox',
    isStarred: true,
    labels: ['company', 'important'],
    attachments: [file('vallenby-moodboard.png', 3_670_016)],
    replies: [
      {
        from: 'me',
        message: html(
          "Looking forward to it. Please add the pool's floor plan so we can check the tile counts.",
        ),
        ago: 3 * DAY,
      },
    ],
  },
  {
    from: DORIAN,
    subject: 'Showroom floor plan',
    message: html(
      'The revised floor plan is attached. The display wall moved two metres towards the entrance.',
    ),
    ago: 2 * DAY + 4 * HOUR,
    folder: 'inbox',
    isRead: true,
    attachments: [file('showroom-floor-plan.png', 2_516_582)],
  },
  {
    from: VESNA,
    subject: 'Kiln maintenance visit',
    message: html(
      'Our technician can service both kilns on the 14th. The visit takes about four hours; please keep them cold from the evening before.',
    ),
    ago: 3 * DAY + HOUR,
    folder: 'inbox',
    labels: ['important'],
  },
  {
    from: LINUS,
    subject: 'Photos from the mosaic workshop',
    message: html(
      "What a weekend! Here are a few photos of the workshop. The kids' fish mosaic is my favourite.",
    ),
    ago: 4 * DAY,
    folder: 'inbox',
    isRead: true,
    isStarred: true,
    labels: ['personal'],
    attachments: [
      file('workshop-1.jpg', 1_048_576),
      file('workshop-2.jpg', 987_136),
      file('workshop-3.jpg', 1_126_400),
    ],
  },
  {
    from: GRETA,
    subject: 'Re: Apprentice schedule',
    message: html(
      'Sounds good. The apprentices start with cutting practice on Monday and move to setting on Wednesday.',
    ),
    ago: 6 * DAY,
    folder: 'inbox',
    isRead: true,
    labels: ['company'],
    replies: [
      {
        from: 'me',
        message: html('Can the apprentices spend their first week on cutting and setting only?'),
        ago: 7 * DAY,
      },
    ],
  },
  {
    from: FARID,
    subject: 'Price update for porcelain tesserae',
    message: html(
      'From next month porcelain tesserae cost 4% more. Orders placed before the 1st keep the old price.',
    ),
    ago: 9 * DAY,
    folder: 'inbox',
    isRead: true,
    labels: ['company'],
  },
  {
    from: ODETTE,
    subject: 'Your pay slip is ready',
    message: html('Your pay slip for last month is ready in the staff portal.'),
    ago: 12 * DAY,
    folder: 'inbox',
    isRead: true,
    labels: ['private'],
  },
  // sent
  {
    from: 'me',
    to: [GRETA],
    subject: 'Re: Glaze firing temperatures',
    message: html(
      'Greta, let us try cone 6 for the new glazes and compare the results with cone 5 next week.',
    ),
    ago: 2 * HOUR,
    folder: 'sent',
    isRead: true,
    labels: ['company'],
  },
  {
    from: 'me',
    to: [CELESTE, DORIAN],
    subject: 'Client visit on Wednesday',
    message: html(
      'The Vallenby client visits on Wednesday at 10:00. Celeste presents the moodboard, Dorian the showroom.',
    ),
    ago: DAY + 9 * HOUR,
    folder: 'sent',
    isRead: true,
    isStarred: true,
    labels: ['important'],
  },
  {
    from: 'me',
    to: [FARID],
    subject: 'Order: 60 bags of sanded grout',
    message: html(
      'Hello Farid, please deliver 60 bags of sanded grout, colour charcoal, by the end of next week.',
    ),
    ago: 5 * DAY,
    folder: 'sent',
    isRead: true,
    attachments: [file('purchase-order-118.pdf', 64_512)],
  },
  {
    from: 'me',
    to: [LINUS],
    subject: 'Thank you for the workshop',
    message: html('Linus, thank you for running the workshop. The feedback forms were glowing.'),
    ago: 4 * DAY - HOUR,
    folder: 'sent',
    isRead: true,
    labels: ['personal'],
  },
  // drafts
  {
    from: 'me',
    to: [KAIA],
    subject: 'Full batches: sage and oat',
    message: html('Hi Kaia, we would like full batches of sage and oat. Could you also'),
    ago: 50 * MINUTE,
    folder: 'draft',
  },
  {
    from: 'me',
    to: [],
    subject: 'Ideas for the summer open studio',
    message: html("Live demos, a kids' corner, a raffle for a small mosaic..."),
    ago: 2 * DAY + HOUR,
    folder: 'draft',
  },
  {
    from: 'me',
    to: [VESNA],
    subject: 'Re: Kiln maintenance visit',
    message: html('Hi Vesna, the 14th works for us.'),
    ago: 3 * DAY,
    folder: 'draft',
    isRead: true,
  },
  // spam
  {
    from: PROMO,
    subject: 'Sparkly grout: 70% off today only!!!',
    message: html(
      'Make every joint shine! Glitter grout in twelve colours, today only at seventy percent off.',
    ),
    ago: 5 * HOUR,
    folder: 'spam',
  },
  {
    from: LOTTERY,
    subject: 'You have won a holiday mosaic',
    message: html('Congratulations! Claim your prize by sending us your bank details.'),
    ago: 2 * DAY + 6 * HOUR,
    folder: 'spam',
  },
  {
    from: PHISH,
    subject: 'Confirm your password',
    message: html('Your mailbox is almost full. Confirm your password to keep receiving mail.'),
    ago: 8 * DAY,
    folder: 'spam',
    isRead: true,
  },
  // trash
  {
    from: PROMO,
    subject: 'Grout of the month club',
    message: html('Join the grout of the month club and never run out again.'),
    ago: 10 * DAY,
    folder: 'trash',
    isRead: true,
  },
  {
    from: BRAM,
    subject: 'Old catalogue draft',
    message: html('Ignore this one, the final version follows.'),
    ago: 11 * DAY,
    folder: 'trash',
    isRead: true,
    labels: ['company'],
  },
  {
    from: PASCAL,
    subject: 'Parking lot resurfacing',
    message: html('The parking lot is closed on Saturday for resurfacing.'),
    ago: 14 * DAY,
    folder: 'trash',
  },
  {
    from: LOTTERY,
    subject: 'Final notice: unclaimed prize',
    message: html('This mail was deleted for good and must never show up anywhere.'),
    ago: 15 * DAY,
    folder: 'trash',
    isRead: true,
    isDeleted: true,
  },
]

export function seedEmails(now: Date, owner: Account): Email[] {
  const me: MailSender = { name: owner.fullName, email: owner.email, avatar: owner.avatar }
  const who = (person: MailSender | 'me') => (person === 'me' ? me : person)
  const at = (ago: number) => new Date(now.getTime() - ago).toISOString()
  let replyId = 1000

  return MAILS.map((mail, index): Email => {
    const from = who(mail.from)
    const recipients = (mail.to ?? ['me']).map((person) => to(who(person)))
    const replies = (mail.replies ?? []).map((reply): EmailReply => {
      const sender = who(reply.from)
      return {
        id: (replyId += 1),
        from: sender,
        to: [to(sender === me ? from : me)],
        cc: [],
        subject: mail.subject.replace(/^Re: /, ''),
        message: reply.message,
        attachments: reply.attachments ?? [],
        time: at(reply.ago),
      }
    })
    return {
      id: index + 1,
      from,
      to: recipients,
      cc: (mail.cc ?? []).map(to),
      bcc: [],
      subject: mail.subject,
      message: mail.message,
      attachments: mail.attachments ?? [],
      isStarred: mail.isStarred ?? false,
      labels: mail.labels ?? [],
      time: at(mail.ago),
      replies,
      folder: mail.folder,
      isRead: mail.isRead ?? false,
      isDeleted: mail.isDeleted ?? false,
    }
  })
}

import type { FaqCategory, FaqCategoryId, KbCategory } from '../../contract/faq'

/* The FAQ and the knowledge base: Tessera's own text, about a made-up tile shop. */

const qa = (question: string, ans: string) => ({ question, ans })

export const FAQ: Record<FaqCategoryId, FaqCategory> = {
  payment: {
    icon: 'credit-card',
    title: 'Payment',
    subtitle: 'Cards, invoices and refunds',
    qandA: [
      qa(
        'Which payment methods do you accept?',
        'We take the major credit and debit cards, bank transfer for business accounts, and store credit from earlier returns.',
      ),
      qa(
        'When is my card charged?',
        'Your card is authorised when you place the order and charged when the first parcel leaves our warehouse.',
      ),
      qa(
        'Can I pay by invoice?',
        'Business accounts with a verified company number can pay by invoice within 30 days. Ask support to turn it on.',
      ),
      qa(
        'Is my payment information stored?',
        'No. Card details go straight to our payment provider; we only keep the last four digits to help you recognise the card.',
      ),
      qa(
        'Why was my payment declined?',
        'Most declines come from a billing address that differs from the one your bank has. Check it, or try another card.',
      ),
    ],
  },
  delivery: {
    icon: 'truck',
    title: 'Delivery',
    subtitle: 'Shipping times and tracking',
    qandA: [
      qa(
        'How long does delivery take?',
        'Stocked items ship within two working days and arrive two to five days later. Made-to-order tiles take about three weeks.',
      ),
      qa(
        'How do I track my parcel?',
        'The shipping mail holds a tracking link. You also find it under My orders as soon as the parcel is handed over.',
      ),
      qa(
        'Do you deliver on pallets?',
        'Orders over 300 kg travel on a pallet to the kerb. Please make sure a truck can reach your address.',
      ),
      qa(
        'What if a parcel arrives damaged?',
        'Take a photo before you unpack further and write to support within 48 hours. We send replacements at no cost.',
      ),
    ],
  },
  cancellationReturn: {
    icon: 'rotate-ccw',
    title: 'Cancellation & return',
    subtitle: 'Changing your mind',
    qandA: [
      qa(
        'Can I cancel my order?',
        'Yes, until it ships. Open the order under My orders and choose Cancel; the authorisation on your card is released.',
      ),
      qa(
        'How do I return tiles?',
        'Unopened boxes can be returned within 30 days. Print the label from your order page and drop the parcel at any pickup point.',
      ),
      qa(
        'Are made-to-order tiles returnable?',
        'No, tiles glazed to your colour are made for you alone. We gladly send a sample first so you can be sure.',
      ),
      qa(
        'When will I get my refund?',
        'Refunds go back to the original payment method within five working days after the return reaches us.',
      ),
    ],
  },
  myOrders: {
    icon: 'package',
    title: 'My orders',
    subtitle: 'Changing and reordering',
    qandA: [
      qa(
        'Can I change the delivery address?',
        'Until the order ships you can edit the address on the order page. After that, the carrier can redirect it for a small fee.',
      ),
      qa(
        'How do I reorder the same batch?',
        'Glazes vary slightly between firings. Use Reorder on the order page and we reserve tiles from the same batch when we still have them.',
      ),
      qa(
        'Where do I find my invoice?',
        'Every order page has a Download invoice button once the order is paid.',
      ),
    ],
  },
  productServices: {
    icon: 'settings',
    title: 'Product & services',
    subtitle: 'Samples, sizes and advice',
    qandA: [
      qa(
        'Can I order samples?',
        'Yes, up to five sample tiles per order for a flat fee that is refunded when you place a full order.',
      ),
      qa(
        'How many tiles do I need?',
        'Measure the area, add ten percent for cuts and breakage, and round up to whole boxes. The product page has a calculator.',
      ),
      qa(
        'Do you offer installation?',
        'We work with independent tilers in most regions. Ask support for a list of those near you.',
      ),
      qa(
        'Are your tiles frost-proof?',
        'Tiles marked Outdoor are frost-proof. Indoor tiles can crack when water freezes inside them.',
      ),
    ],
  },
}

interface KbQuestion {
  slug: string
  question: string
  lastUpdated: string
  content: string[]
  helpful: { yes: number; no: number }
}

type KbSeedCategory = Omit<KbCategory, 'questions'> & { questions: KbQuestion[] }

const q = (
  slug: string,
  question: string,
  lastUpdated: string,
  content: string[],
  yes = 12,
  no = 2,
): KbQuestion => ({
  slug,
  question,
  lastUpdated,
  content,
  helpful: { yes, no },
})

export const KNOWLEDGE_BASE: KbSeedCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    desc: 'Set up your account and find your way around.',
    icon: 'rocket',
    color: 'primary',
    questions: [
      q(
        'create-an-account',
        'How do I create an account?',
        '2026-09-02',
        [
          'Choose Create an account on the sign-in page and enter your e-mail address, a username and a password.',
          'You are signed in straight away. Confirm your e-mail address from the mail we send so you can recover the account later.',
        ],
        31,
        1,
      ),
      q('tour-the-dashboard', 'What is on the dashboard?', '2026-08-14', [
        'The dashboard sums up orders, revenue and visitors for the period you choose in each card.',
        'Every card can be refreshed or collapsed on its own; the menu on the left opens the apps.',
      ]),
      q(
        'change-the-language',
        'How do I change the language?',
        '2026-07-30',
        ['Open the flag menu in the top bar and choose a language. The choice is remembered on this device.'],
        18,
        0,
      ),
    ],
  },
  {
    id: 'account-security',
    title: 'Account & security',
    desc: 'Passwords, two-step verification and sessions.',
    icon: 'shield-check',
    color: 'success',
    questions: [
      q(
        'change-your-password',
        'How do I change my password?',
        '2026-10-05',
        [
          'Open Account settings, then Security. Enter your current password and the new one twice.',
          'Other devices that were signed in to your account are signed out; the device you used stays signed in.',
        ],
        44,
        3,
      ),
      q('two-step-verification', 'What is two-step verification?', '2026-09-21', [
        'With two-step verification on, signing in also asks for a code from your phone, so a stolen password alone is not enough.',
        'Turn it on under Account settings, Security.',
      ]),
      q(
        'lost-access',
        'I can no longer sign in. What now?',
        '2026-06-11',
        [
          'Use Forgot password on the sign-in page. If the mail does not arrive, check the spam folder before contacting support.',
        ],
        9,
        4,
      ),
    ],
  },
  {
    id: 'billing-plans',
    title: 'Billing & plans',
    desc: 'Plans, invoices and what changes when you upgrade.',
    icon: 'receipt',
    color: 'warning',
    questions: [
      q('compare-plans', 'Which plan is right for me?', '2026-10-12', [
        'Basic is free and covers one person. Standard adds team features for growing shops, and Enterprise adds priority support and unlimited storage.',
        'The pricing page compares them side by side.',
      ]),
      q(
        'annual-billing',
        'How does annual billing work?',
        '2026-08-01',
        ['Paying for a year at once costs less per month. The whole year is charged on the day you switch.'],
        15,
        1,
      ),
      q('download-invoices', 'Where are my invoices?', '2026-05-19', [
        'Each payment has an invoice under Account settings. You can download any of them as a PDF.',
      ]),
    ],
  },
  {
    id: 'orders-shipping',
    title: 'Orders & shipping',
    desc: 'From checkout to the parcel at your door.',
    icon: 'truck',
    color: 'info',
    questions: [
      q(
        'track-an-order',
        'How do I track an order?',
        '2026-09-09',
        [
          'Open My orders and choose the order. The tracking link appears as soon as the carrier has the parcel.',
        ],
        27,
        2,
      ),
      q('split-deliveries', 'Why did my order arrive in parts?', '2026-07-07', [
        'Tiles from different batches or warehouses travel separately so nothing waits for the slowest item.',
      ]),
    ],
  },
  {
    id: 'apps-integrations',
    title: 'Apps & integrations',
    desc: 'Connect the tools your team already uses.',
    icon: 'plug',
    color: 'danger',
    questions: [
      q('connect-an-app', 'How do I connect an app?', '2026-10-01', [
        'Open Account settings, then Connections, and switch on the app you want. Switch it off to disconnect it again.',
      ]),
      q(
        'calendar-sync',
        'Can the calendar sync with my phone?',
        '2026-04-22',
        ['Not yet. Events live in Tessera; export to your phone is planned.'],
        6,
        5,
      ),
    ],
  },
  {
    id: 'troubleshooting',
    title: 'Troubleshooting',
    desc: 'When something does not work as expected.',
    icon: 'wrench',
    color: 'secondary',
    questions: [
      q('page-will-not-load', 'A page will not load', '2026-09-15', [
        'Reload the page first. If it still fails, sign out and in again, or reset the demo data from the user menu.',
      ]),
      q(
        'reset-demo-data',
        'How do I reset the demo data?',
        '2026-08-28',
        ['Open the user menu and choose Reset demo data. Everything you changed returns to the start.'],
        20,
        0,
      ),
    ],
  },
]

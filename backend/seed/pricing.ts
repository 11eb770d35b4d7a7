import type { Plan } from '../../contract/pricing'

/* The three plans (prices as the product states them) and the pricing page's questions. */

export const PLANS: Record<'basicPlan' | 'standardPlan' | 'enterprisePlan', Plan> = {
  basicPlan: {
    id: 'basic',
    title: 'Basic',
    subtitle: 'For one person getting started',
    monthlyPrice: 0,
    yearlyPlan: { perMonth: 0, totalAnnual: 0 },
    planBenefits: ['One user', 'Up to 10 projects', 'Community support', '1 GB storage'],
    popular: false,
  },
  standardPlan: {
    id: 'standard',
    title: 'Standard',
    subtitle: 'For small teams that ship often',
    monthlyPrice: 49,
    yearlyPlan: { perMonth: 40, totalAnnual: 480 },
    planBenefits: [
      'Up to 10 users',
      'Unlimited projects',
      'E-mail support',
      '50 GB storage',
      'Shared calendars',
    ],
    popular: true,
  },
  enterprisePlan: {
    id: 'enterprise',
    title: 'Enterprise',
    subtitle: 'For organisations with many teams',
    monthlyPrice: 99,
    yearlyPlan: { perMonth: 80, totalAnnual: 960 },
    planBenefits: [
      'Unlimited users',
      'Unlimited projects',
      'Priority support',
      'Unlimited storage',
      'Single sign-on',
    ],
    popular: false,
  },
}

export const PRICING_QUESTIONS = [
  {
    question: 'Can I change plans later?',
    ans: 'Yes. An upgrade starts at once; a downgrade starts with the next billing period.',
  },
  {
    question: 'Is there a free trial?',
    ans: 'Basic is free for as long as you like, so you can try everything that matters before you pay.',
  },
  {
    question: 'What happens to my data if I downgrade?',
    ans: 'Nothing is deleted. Projects over the Basic limit become read-only until you upgrade again.',
  },
  {
    question: 'Do you offer discounts for non-profits?',
    ans: 'Registered charities and schools get half off Standard. Write to support with your registration number.',
  },
]

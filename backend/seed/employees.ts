import type { Employee, EmployeeStatus } from '../../contract/datatables'
import { CITIES, FIRST_NAMES, LAST_NAMES, slug } from './people'
import { type Random, DAY_MS } from './prng'

const POSTS = [
  'Data Steward',
  'Field Technician',
  'Payroll Analyst',
  'Product Designer',
  'Warehouse Lead',
  'Support Engineer',
  'Growth Marketer',
  'Compliance Officer',
  'Frontend Developer',
  'Procurement Manager',
  'Research Assistant',
  'Logistics Planner',
  'QA Specialist',
  'Sales Associate',
  'Facilities Coordinator',
  'Backend Developer',
] as const

const MAIL_DOMAINS = ['tessera.test', 'mosaicworks.test', 'tilehouse.test'] as const

export function seedEmployees(random: Random, now: Date): Employee[] {
  return Array.from({ length: 100 }, (_, index) => {
    const first = random.pick(FIRST_NAMES)
    const last = random.pick(LAST_NAMES)
    const years = random.int(0, 14)
    const startedDaysAgo = years * 365 + random.int(0, 364)
    return {
      id: index + 1,
      avatar: index % 3 === 2 ? '' : `/images/avatars/${(index % 12) + 1}.svg`,
      full_name: `${first} ${last}`,
      post: random.pick(POSTS),
      email: `${slug(first)}.${slug(last)}${index + 1}@${random.pick(MAIL_DOMAINS)}`,
      city: random.pick(CITIES),
      start_date: new Date(now.getTime() - startedDaysAgo * DAY_MS).toISOString().slice(0, 10),
      salary: random.int(320, 1800) * 100,
      age: random.int(21, 64),
      experience: years === 1 ? '1 Year' : `${years} Years`,
      status: random.int(1, 5) as EmployeeStatus,
    }
  })
}

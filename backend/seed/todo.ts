import type { Task, TaskAssignee, TaskTag } from '../../contract/todo'
import { isoDay } from './prng'

/** The people a task can be given to (`GET /apps/todo/assignees`); no pictures, so the page draws initials. */
export const TASK_ASSIGNEES: TaskAssignee[] = [
  'Amara Castellan',
  'Bastian Okonkwo',
  'Calla Whitlock',
  'Dorian Lindqvist',
  'Elsie Marchetti',
  'Farid Pemberton',
  'Greta Valdemar',
  'Hollis Fairbank',
].map((fullName) => ({ fullName, avatar: '' }))

type Flag = 'important' | 'completed' | 'deleted'

/** title, due in days from today (null: no date), assignee index (null: nobody), tags, flags, description */
type Row = [string, number | null, number | null, TaskTag[], Flag[], string]

// Listed in the user's initial order; ids follow it, so "latest" (newest id first) starts from the bottom.
const ROWS: Row[] = [
  [
    'Draft the release notes for the mosaic grid',
    2,
    0,
    ['update', 'high'],
    ['important'],
    'Cover the new <strong>grid gaps</strong> and the RTL fixes.',
  ],
  [
    'Review the colour tokens for the dark skin',
    -3,
    1,
    ['medium'],
    [],
    'Check contrast of every <em>ink</em> token against the card background.',
  ],
  [
    'Plan the sprint demo with the tile team',
    5,
    2,
    ['team'],
    ['important'],
    '<p>Agenda:</p><ul><li>Calendar drag and drop</li><li>To-do reorder</li></ul>',
  ],
  [
    'Fix the focus ring on sheet close buttons',
    -1,
    3,
    ['high'],
    [],
    'The outline is clipped at the inline end in RTL.',
  ],
  ['Write alt texts for the onboarding images', 9, 4, ['low'], [], ''],
  [
    'Order grout samples for the lobby mural',
    14,
    null,
    ['low', 'team'],
    [],
    'Three colours: chalk, slate and ochre.',
  ],
  [
    'Update the changelog for version 2.4',
    -6,
    5,
    ['update'],
    ['completed'],
    'Done: mention the worker store migration.',
  ],
  [
    'Pair on the service worker cache bug',
    1,
    6,
    ['team', 'high'],
    ['important'],
    'Reproduce with two tabs open, then reload one.',
  ],
  ['Translate the calendar strings into Portuguese', 7, 7, ['medium'], [], ''],
  [
    'Measure the bundle size of the editor route',
    3,
    0,
    ['medium', 'update'],
    [],
    'Budget: under 120 KB gzip.',
  ],
  ['Archive last quarter’s design tickets', -12, 1, ['low'], ['completed'], ''],
  [
    'Prepare the accessibility audit checklist',
    4,
    2,
    ['high', 'team'],
    ['important', 'completed'],
    'Use axe plus a keyboard-only pass.',
  ],
  ['Book the room for the retrospective', -2, null, ['team'], ['deleted'], ''],
  ['Replace the placeholder icons in the menu', 12, 3, ['low', 'update'], [], ''],
  [
    'Check the invoice totals against the ledger',
    -4,
    4,
    ['high'],
    [],
    'Two invoices were off by a cent last month.',
  ],
  [
    'Sketch the empty states for the apps',
    6,
    5,
    ['medium'],
    ['important'],
    'One illustration per view, light and dark.',
  ],
  ['Clean up the old feature flags', null, 6, ['update'], ['deleted'], ''],
  ['Send the tile catalogue to the printer', 0, 7, ['medium', 'team'], [], 'Proof the cover first.'],
  ['Rename the legacy storage keys', -8, null, ['low'], ['completed', 'deleted'], ''],
  ['Collect feedback on the new login page', 10, 0, ['team', 'low'], [], ''],
  ['Set up the weekly backup of the demo data', null, 2, ['high', 'update'], [], ''],
]

export function seedTasks(now: Date): Task[] {
  return ROWS.map(([title, due, assignee, tags, flags, description], index) => ({
    id: index + 1,
    title,
    dueDate: due === null ? null : isoDay(now, due),
    description,
    assignee: assignee === null ? null : { ...TASK_ASSIGNEES[assignee] },
    tags,
    isImportant: flags.includes('important'),
    isCompleted: flags.includes('completed'),
    isDeleted: flags.includes('deleted'),
  }))
}

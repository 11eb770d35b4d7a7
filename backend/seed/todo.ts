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

/**
 * title, due in days from today (null: no date), assignee index (null: nobody), tags, flags, description.
 * Descriptions are HTML as the editor writes it, so opening a task leaves its form unchanged.
 */
type Row = [string, number | null, number | null, TaskTag[], Flag[], string]

// Listed in the user's initial order; ids follow it, so "latest" (newest id first) starts from the bottom.
const ROWS: Row[] = [
  [
    'Draft the release notes for the mosaic grid',
    2,
    0,
    ['update', 'high'],
    ['important'],
    '<p>Cover the new <strong>grid gaps</strong> and the RTL fixes.</p>',
  ],
  [
    'Review the colour tokens for the dark skin',
    -3,
    1,
    ['medium'],
    [],
    '<p>Check contrast of every <em>ink</em> token against the card background.</p>',
  ],
  [
    'Plan the sprint demo with the tile team',
    5,
    2,
    ['team'],
    ['important'],
    '<p>Agenda:</p><ul><li><p>Calendar drag and drop</p></li><li><p>To-do reorder</p></li></ul>',
  ],
  [
    'Fix the focus ring on sheet close buttons',
    -1,
    3,
    ['high'],
    [],
    '<p>The outline is clipped at the inline end in RTL.</p>',
  ],
  ['Write alt texts for the onboarding images', 9, 4, ['low'], [], ''],
  [
    'Order grout samples for the lobby mural',
    14,
    null,
    ['low', 'team'],
    [],
    '<p>Three colours: chalk, slate and ochre.</p>',
  ],
  [
    'Update the changelog for version 2.4',
    -6,
    5,
    ['update'],
    ['completed'],
    '<p>Done: mention the worker store migration.</p>',
  ],
  [
    'Pair on the service worker cache bug',
    1,
    6,
    ['team', 'high'],
    ['important'],
    '<p>Reproduce with two tabs open, then reload one.</p>',
  ],
  ['Translate the calendar strings into Portuguese', 7, 7, ['medium'], [], ''],
  [
    'Measure the bundle size of the editor route',
    3,
    0,
    ['medium', 'update'],
    [],
    '<p>Budget: under 120 KB gzip.</p>',
  ],
  ['Archive last quarter’s design tickets', -12, 1, ['low'], ['completed'], ''],
  [
    'Prepare the accessibility audit checklist',
    4,
    2,
    ['high', 'team'],
    ['important', 'completed'],
    '<p>Use axe plus a keyboard-only pass.</p>',
  ],
  ['Book the room for the retrospective', -2, null, ['team'], ['deleted'], ''],
  ['Replace the placeholder icons in the menu', 12, 3, ['low', 'update'], [], ''],
  [
    'Check the invoice totals against the ledger',
    -4,
    4,
    ['high'],
    [],
    '<p>Two invoices were off by a cent last month.</p>',
  ],
  [
    'Sketch the empty states for the apps',
    6,
    5,
    ['medium'],
    ['important'],
    '<p>One illustration per view, light and dark.</p>',
  ],
  ['Clean up the old feature flags', null, 6, ['update'], ['deleted'], ''],
  ['Send the tile catalogue to the printer', 0, 7, ['medium', 'team'], [], '<p>Proof the cover first.</p>'],
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

// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildSeed } from '../seed'
import { createAppStore } from '.'
import { createFileKv } from './file-kv'
import { decodeFrom } from './layout'

const NOW = new Date('2026-03-01T00:00:00Z')
let file: string
beforeEach(() => {
  file = join(mkdtempSync(join(tmpdir(), 'tessera-data-')), 'data.json')
})

const quiet = () => undefined

it('keeps the data across restarts', async () => {
  await createAppStore(createFileKv(file, quiet)).update('tasks', (tasks) => void (tasks[0].title = 'Kept'))
  const restarted = createAppStore(createFileKv(file, quiet))
  expect((await restarted.read('tasks'))[0].title).toBe('Kept')
})

it('heals a damaged collection in the file and keeps the rest', async () => {
  await createAppStore(createFileKv(file, quiet)).update(
    'emails',
    (emails) => void (emails[0].subject = 'Kept'),
  )
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  writeFileSync(file, JSON.stringify({ ...stored, tasks: 'garbage' }))
  const restarted = createAppStore(createFileKv(file, quiet), { now: () => NOW })
  expect(await restarted.read('tasks')).toEqual(buildSeed(NOW).tasks)
  expect((await restarted.read('emails'))[0].subject).toBe('Kept')
  expect(await restarted.takeRestored()).toEqual({ restored: ['tasks'], pruned: [] })
  // the repair is in the file too
  expect(decodeFrom(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>, 'tasks')).toEqual(
    buildSeed(NOW).tasks,
  )
})

it('moves an unreadable file aside and starts from the seed', async () => {
  writeFileSync(file, '{"tasks": [')
  const lines: string[] = []
  const store = createAppStore(
    createFileKv(file, (line) => lines.push(line)),
    { now: () => NOW },
  )
  expect(await store.read('tasks')).toEqual(buildSeed(NOW).tasks)
  expect(readFileSync(`${file}.damaged`, 'utf8')).toBe('{"tasks": [')
  expect(lines).toEqual([expect.stringContaining('unreadable')])
  expect(existsSync(file)).toBe(true)
})

it('writes through a temporary file and a rename, so a crash mid-write leaves the last whole file', async () => {
  const store = createAppStore(createFileKv(file, quiet))
  await store.update('tasks', (tasks) => void (tasks[0].title = 'Before the crash'))
  const whole = readFileSync(file, 'utf8')
  // a crash while writing leaves a half-written temporary file beside the data file, never half a data file
  writeFileSync(`${file}.tmp`, whole.slice(0, whole.length / 2))
  const restarted = createAppStore(createFileKv(file, quiet))
  expect((await restarted.read('tasks'))[0].title).toBe('Before the crash')
  // the next write replaces the leftover and leaves no temporary file behind
  await restarted.update('tasks', (tasks) => void (tasks[0].title = 'After the restart'))
  expect(existsSync(`${file}.tmp`)).toBe(false)
  expect((await createAppStore(createFileKv(file, quiet)).read('tasks'))[0].title).toBe('After the restart')
})

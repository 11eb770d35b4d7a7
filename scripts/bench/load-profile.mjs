// Where a signed-in reload's blocking time goes, under a 4x CPU slowdown (Lighthouse's mobile figure): a Chromium
// trace with the JS sampler on, cut to the tasks over 50 ms. Prints each long task, then the sampled time in them
// by function (self), by script file and by component (the nearest function above a sample whose name starts
// with a capital: its own render, hooks and the children it called as functions).
//
//   VITE_MOCK_LATENCY_MS=0 VITE_OFFLINE=off npx vite build --outDir /tmp/dist-names --emptyOutDir --minify false
//   node scripts/bench/load-profile.mjs --dist=/tmp/dist-names --load=/apps/user/list [--port=4316] [--runs=3]
//
// Unminified, or the names are the minifier's. Samples are every 100 µs of real time, so the 4x figures are noisy
// by a few ms; several runs (`--runs`) are added together.
import { chromium } from 'playwright-core'
import { CHROME_FLAGS, CHROME_PATH } from '../chromium.mjs'
import { option, signIn, startPreview } from './browser.mjs'

const dist = option('dist', 'dist')
const load = option('load', '/apps/user/list')
const port = Number(option('port', '4316'))
const runs = Number(option('runs', '1'))
const LONG_US = 50_000

/** The page's main thread (`pid:tid`) and its sampler's profile id: the renderer's main thread with a profile. */
function mainThread(events) {
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  )
  const profiles = events.filter((e) => e.name === 'Profile' && mains.has(`${e.pid}:${e.tid}`))
  // the chunks come from the sampler's own thread, tied to the profile by id
  const sampled = (profile) =>
    events.filter((e) => e.name === 'ProfileChunk' && e.pid === profile.pid && e.id === profile.id).length
  const profile = profiles.sort((a, b) => sampled(b) - sampled(a))[0]
  return profile && { thread: `${profile.pid}:${profile.tid}`, profile }
}

/** Every sample of the profile: its time (µs, the trace's clock), how long it stands for, and its stack. */
function samplesOf(events, profile) {
  const nodes = new Map()
  const samples = []
  let time = profile.args.data.startTime
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== profile.pid || event.id !== profile.id) continue
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node)
    for (const [index, id] of (cpuProfile.samples ?? []).entries()) {
      time += timeDeltas[index] ?? 0
      samples.push({ time, id })
    }
  }
  samples.sort((a, b) => a.time - b.time)
  const stack = (id) => {
    const frames = []
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) frames.push(node.callFrame)
    return frames
  }
  return samples.map((sample, index) => ({
    time: sample.time,
    span: (samples[index + 1]?.time ?? sample.time) - sample.time,
    frames: stack(sample.id),
  }))
}

const fileOf = (url = '') =>
  url
    .split('/')
    .at(-1)
    ?.replace(/-[\w-]{8}\.js$/, '.js') || '(native)'
const frameName = (frame) => `${frame.functionName || '(anonymous)'} ${fileOf(frame.url)}`
const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value)
const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, us]) => `${(us / 1000).toFixed(1).padStart(8)} ms  ${key}`)
    .join('\n')

const { base, stop } = await startPreview(dist, port)
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
const bySelf = new Map()
const byFile = new Map()
const byComponent = new Map()
const byStep = new Map()
let blocking = 0
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  const page = await context.newPage()
  await signIn(page, base)
  await page.goto(`${base}${load}`)
  await page.locator('main h1').first().waitFor()
  const cdp = await context.newCDPSession(page)
  for (let run = 1; run <= runs; run++) {
    await cdp.send('Network.clearBrowserCache')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-v8.cpu_profiler',
        'v8.execute',
      ],
    })
    await page.reload()
    await page.locator('main h1').first().waitFor()
    await page.waitForTimeout(4000)
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const { thread, profile } = mainThread(events)
    const navigation =
      events.find((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === thread)?.ts ??
      profile.args.data.startTime
    const tasks = events
      .filter((e) => `${e.pid}:${e.tid}` === thread && e.name === 'RunTask' && e.dur > LONG_US)
      .filter((e) => e.ts >= navigation)
      .sort((a, b) => a.ts - b.ts)
    const samples = samplesOf(events, profile)
    const threadEvents = events
      .filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X')
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
    console.log(`\nrun ${run}: long tasks of ${load} (ms from navigation: length, blocking part)`)
    for (const task of tasks) {
      blocking += task.dur - LONG_US
      const inTask = samples.filter((s) => s.time >= task.ts && s.time < task.ts + task.dur)
      const here = new Map()
      for (const sample of inTask) {
        const component = sample.frames.find((frame) => /^[A-Z]/.test(frame.functionName))
        add(here, component ? component.functionName : frameName(sample.frames[0] ?? {}), sample.span)
        add(bySelf, frameName(sample.frames[0] ?? {}), sample.span)
        add(byFile, fileOf(sample.frames.find((frame) => frame.url)?.url ?? ''), sample.span)
        for (const name of new Set(
          sample.frames.filter((f) => /^[A-Z]/.test(f.functionName)).map((f) => f.functionName),
        ))
          add(byComponent, name, sample.span)
      }
      // what the browser did in the task: its outermost traced steps (script, style, layout, parse...) by name
      const steps = new Map()
      let reach = task.ts
      for (const step of threadEvents) {
        if (step.ts < task.ts || step === task || step.ts >= task.ts + task.dur) continue
        if (step.ts < reach || !step.dur) continue
        reach = step.ts + step.dur
        add(steps, step.name, step.dur)
        add(byStep, step.name, step.dur)
      }
      const main = [...here].sort((a, b) => b[1] - a[1]).slice(0, 4)
      console.log(
        `${((task.ts - navigation) / 1000).toFixed(0).padStart(7)}  ${(task.dur / 1000).toFixed(0).padStart(4)} ms` +
          ` (${((task.dur - LONG_US) / 1000).toFixed(0)})  ` +
          main.map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`).join(', '),
      )
      console.log(
        `                      steps: ${[...steps]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`)
          .join(', ')}`,
      )
    }
  }
  console.log(`\nblocking time in all: ${(blocking / 1000).toFixed(0)} ms over ${runs} run(s)`)
  console.log(`\nlong tasks' outermost steps:\n${top(byStep, 12)}`)
  console.log(`\nsampled in long tasks, by function (self):\n${top(bySelf, 25)}`)
  console.log(`\nby script file (the innermost frame with one):\n${top(byFile, 15)}`)
  console.log(`\nby component (inclusive, each once per sample):\n${top(byComponent, 30)}`)
} finally {
  await browser.close()
  stop()
}

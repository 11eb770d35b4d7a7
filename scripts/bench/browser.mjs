// What the in-browser benchmarks share: their options, a `vite preview` of a build, and a signed-in page.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** `--name=value` from the command line, or the fallback. */
export const option = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = values.toSorted((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Serves the build in `dist` with `vite preview` and resolves once it answers; `stop()` ends it. */
export async function startPreview(dist, port) {
  const folder = resolve(root, dist)
  if (!existsSync(join(folder, 'index.html'))) throw new Error(`${folder}/index.html is missing: build first`)
  const base = `http://localhost:${port}`
  const preview = spawn(
    join(root, 'node_modules', '.bin', 'vite'),
    ['preview', '--port', String(port), '--strictPort', '--outDir', folder],
    { cwd: root, stdio: 'ignore' },
  )
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(base)).ok) return { base, stop: () => preview.kill() }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  preview.kill()
  throw new Error(`vite preview did not start on ${base}`)
}

/** Signs in as the sample admin from inside the page (through the mock back end) and stores the session. */
export async function signIn(page, base) {
  await page.goto(`${base}/login`)
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null)
  await page.evaluate(async () => {
    const reply = await fetch('/jwt/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    })
    const { userData, accessToken, refreshToken } = await reply.json()
    localStorage.setItem('userData', JSON.stringify(userData))
    localStorage.setItem('accessToken', accessToken)
    localStorage.setItem('refreshToken', refreshToken)
  })
}

/**
 * Scrolls the nearest scrolling box of `selector` (the element itself or an ancestor; else the window) from top to
 * bottom, `step` px a frame (`'screen'`: its own height), and returns each frame's time and the long tasks (over
 * 50 ms) seen meanwhile. The loop runs in the page; `page.evaluate` sends it there as text, so it names nothing
 * from this module.
 */
export function scrollThrough(page, selector, step, { moreButton } = {}) {
  return page.evaluate(
    async ({ target, stride, more }) => {
      // a list that loads pages as it scrolls: at the bottom, keep drawing frames while its button is there
      const moreToLoad = () =>
        more !== undefined &&
        [...document.querySelectorAll('button')].some((b) => b.textContent.includes(more))
      const longTasks = []
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push(entry.duration)
      })
      observer.observe({ type: 'longtask' })
      let box = document.querySelector(target)
      while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowY)) box = box.parentElement
      const scroller = box ?? document.scrollingElement
      const by = stride === 'screen' ? scroller.clientHeight : stride
      const frames = []
      let last = performance.now()
      while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1 || moreToLoad()) {
        scroller.scrollTop += by
        await new Promise((done) => requestAnimationFrame(done))
        const now = performance.now()
        frames.push(now - last)
        last = now
      }
      await new Promise((done) => setTimeout(done, 200))
      observer.disconnect()
      return { frames, longTasks, scroller: box ? 'its own region' : 'the window' }
    },
    { target: selector, stride: step, more: moreButton },
  )
}

/** Prints what scrollThrough measured: frame times and long tasks. */
export function reportScroll(title, { frames, longTasks }) {
  const sorted = frames.toSorted((a, b) => a - b)
  console.log(`\n${title}`)
  console.log(
    `  frames: ${frames.length}, median ${median(frames).toFixed(1)} ms, p95 ${sorted[Math.floor(sorted.length * 0.95)].toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms, over 50 ms: ${frames.filter((f) => f > 50).length}`,
  )
  console.log(
    `  long tasks (> 50 ms) while scrolling: ${longTasks.length}${longTasks.length ? `, longest ${Math.max(...longTasks).toFixed(0)} ms` : ''}`,
  )
}

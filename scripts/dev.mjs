#!/usr/bin/env node
/*
 * `npm run dev`: Vite, stopped by whatever stops npm. npm runs a script through `sh -c`, and when a tool signals
 * npm alone (an IDE's stop button, a process manager: SIGTERM or SIGHUP to npm's pid, not Ctrl-C to the whole
 * terminal group), the shell died and Vite went on running, adopted by init. This wrapper starts Vite without a
 * shell, hands it every stop signal, and stops it too when the shell or npm above it goes away.
 */
import { execFileSync, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url))
const child = spawn(process.execPath, [vite, ...process.argv.slice(2)], { stdio: 'inherit' })

const stop = (signal) => {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal))

// The processes above us: the shell npm started and npm itself (where `ps` exists; Windows has no `sh -c` step).
const parent = process.ppid
const ancestors = [parent]
try {
  const grandparent = Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(parent)], { encoding: 'utf8' }).trim())
  if (grandparent > 1) ancestors.push(grandparent)
} catch {
  // no ps: watch the parent alone
}
const alive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
const watch = setInterval(() => {
  if (process.ppid !== parent || !ancestors.every(alive)) stop('SIGTERM')
}, 500)
watch.unref()

child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : signal ? 143 : 0)))

import { type ChildProcess, spawn } from 'node:child_process'

/**
 * Servers a spec starts for itself (a second build's preview, `npm run api`), beside the suite's own preview.
 * `start` resolves once `url` answers; a server that exits first fails the spec. `stopAll` ends them.
 */
export function specServers() {
  const servers: ChildProcess[] = []
  async function start(
    command: string,
    args: string[],
    env: Record<string, string>,
    url: string,
    timeoutMs = 30_000,
  ) {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    servers.push(child)
    let stderr = ''
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited: ${stderr}`)
      try {
        if ((await fetch(url)).ok) return
      } catch {
        // not listening yet
      }
      await new Promise((done) => setTimeout(done, 200))
    }
    throw new Error(`${url} did not answer within ${timeoutMs / 1000} s: ${stderr}`)
  }
  const stopAll = () => {
    for (const server of servers) server.kill()
  }
  return { start, stopAll }
}

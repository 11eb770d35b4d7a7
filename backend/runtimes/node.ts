import { createServer } from 'node:http'
import { execFileSync } from 'node:child_process'
import { getRequestListener } from '@hono/node-server'
import { getConnInfo } from '@hono/node-server/conninfo'
import { createApp, REGISTERED_ENDPOINTS } from '../app'
import { joseSigner } from '../lib/jose-signer'
import type { MailMessage } from '../../contract/mail'
import { mailText } from '../mail/templates'
import { smtpDelivery } from './smtp'
import { nodeNewAccountRole, nodeSecrets } from '../lib/node-settings'
import { createAppStore } from '../store'
import { openMigratedDatabase } from '../store/sql/open'
import { quarantineSummary } from '../store/sql/quarantine'
import { createSqlRequestLimit } from '../store/sql/request-limit'
import { createSqlSignInLimiter } from '../store/sql/sign-in-limit'
import { createSqlKv } from '../store/sql/sql-kv'
import { OPENAPI_PATH, serveApiDocument } from './node-document'
import { corsOriginFrom, describeCors, readOversizedBodies, serveHealth } from './node-http'

// The same app as a real HTTP server, for pointing the page at it with VITE_API_URL=http://localhost:4000.
const port = Number(process.env.PORT ?? 4000)
const corsOrigin = corsOriginFrom(process.env)

const stop = (message: string): never => {
  process.stderr.write(`Tessera API not started: ${message}\n`)
  process.exit(1)
}
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

const { secrets } = nodeSecrets(process.env)

// A database that cannot be read stops the server here, rather than let it start empty (docs/backend.md).
const db = await openMigratedDatabase(process.env).catch((error: unknown) =>
  stop(
    `cannot open the database (${process.env.DATABASE_URL ? 'DATABASE_URL' : `DATA_DIR ${process.env.DATA_DIR || '.data'}`}): ${reason(error)}`,
  ),
)
// the embedded database is this process's alone (one process owns DATA_DIR): the store trusts its own cache
const store = createAppStore(createSqlKv(db, { sole: !process.env.DATABASE_URL }), {
  durable: true,
  onSetAside: (row) =>
    process.stderr.write(`[tessera store] set aside a record of ${row.collection}: ${row.reason}\n`),
})
await store.meta().catch(async (error: unknown) => {
  await db.close().catch(() => undefined)
  stop(`the data in ${db.description} cannot be used: ${reason(error)}`)
})

/** Delivery without SMTP: the message on this server's log, as text. */
const logMail = (message: MailMessage) => {
  process.stdout.write(`[tessera mail]\n${mailText(message)}\n\n`)
  return Promise.resolve()
}

const app = serveHealth(
  serveApiDocument(
    createApp({
      store,
      runtime: 'node',
      signer: joseSigner,
      secrets,
      newAccountRole: nodeNewAccountRole(process.env),
      latencyMs: Number(process.env.MOCK_LATENCY_MS ?? 0),
      corsOrigin,
      // the socket's peer: behind a reverse proxy that is the proxy (docs/backend.md, "Failed sign-ins")
      clientAddress: (c) => getConnInfo(c).remote.address,
      signInLimiter: createSqlSignInLimiter(db, Date.now),
      // reset and verification requests too, so their hourly limits hold across instances and restarts
      requestLimit: (name, max, windowMs) => createSqlRequestLimit(db, Date.now, name, max, windowMs),
      health: async () => ({ store: db.description, quarantined: await quarantineSummary(db) }),
      // where the page is, for the links in password-reset messages (never taken from a request's Host header)
      appUrl: process.env.APP_URL?.replace(/\/$/, '') ?? '',
      // through SMTP when SMTP_URL is set, else to this log; the admin reads every one in GET /mail/outbox
      deliverMail: process.env.SMTP_URL
        ? smtpDelivery(process.env.SMTP_URL, process.env.SMTP_FROM || 'Tessera <no-reply@localhost>')
        : logMail,
    }),
  ),
  () => db.query('select 1'),
)

const largerBodyLimits = new Map(
  REGISTERED_ENDPOINTS.flatMap((api) => (api.maxBodyBytes ? [[api.path, api.maxBodyBytes] as const] : [])),
)
const server = createServer(readOversizedBodies(getRequestListener(app.fetch), largerBodyLimits))
server.listen(port, () => {
  const address = server.address()
  const actual = typeof address === 'object' && address ? address.port : port
  process.stdout.write(
    `Tessera API on http://localhost:${actual} (${db.description}, CORS origin ${describeCors(corsOrigin)}); ` +
      `its calls: http://localhost:${actual}${OPENAPI_PATH}\n`,
  )
})

/** Past this a stop no longer waits for calls under way (a client holding a connection open). */
const STOP_WAIT_MS = 10_000
let stopping = false
// Stops taking calls, lets the ones under way finish (each write is one transaction), and closes the database.
const shutDown = () => {
  if (stopping) return
  stopping = true
  const closed = () => void db.close().finally(() => process.exit(0))
  server.close(closed)
  // connections kept alive by clients would hold the close open
  server.closeIdleConnections()
  setTimeout(() => {
    server.closeAllConnections()
    closed()
  }, STOP_WAIT_MS).unref()
}
process.once('SIGTERM', shutDown)
process.once('SIGINT', shutDown)
process.once('SIGHUP', shutDown)

// Under npm (`npm run api`, `npm run start:api`), a SIGTERM to npm alone ends the shell npm started but not this
// process, which init then adopts: stop when the processes above it go away (scripts/dev.mjs does the same for
// Vite). Started any other way (a process manager, `node dist-server/server.js &`), the parent is not watched.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid
  const ancestors = [parent]
  try {
    const above = Number(
      execFileSync('ps', ['-o', 'ppid=', '-p', String(parent)], { encoding: 'utf8' }).trim(),
    )
    if (above > 1) ancestors.push(above)
  } catch {
    // no ps (Windows): watch the parent alone
  }
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0)
      return true
    } catch {
      return false
    }
  }
  setInterval(() => {
    if (process.ppid !== parent || !ancestors.every(alive)) shutDown()
  }, 500).unref()
}

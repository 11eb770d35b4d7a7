import { serve } from '@hono/node-server'
import { getConnInfo } from '@hono/node-server/conninfo'
import { createApp } from '../app'
import { joseSigner } from '../lib/jose-signer'
import type { MailMessage } from '../../contract/mail'
import { mailText } from '../mail/templates'
import { nodeNewAccountRole, nodeSecrets } from '../lib/node-settings'
import { createAppStore } from '../store'
import { createFileKv } from '../store/file-kv'
import { createMemoryKv } from '../store/memory-kv'
import { OPENAPI_PATH, serveApiDocument } from './node-document'

// The same app as a real HTTP server, for pointing the page at it with VITE_API_URL=http://localhost:4000.
const port = Number(process.env.PORT ?? 4000)
const corsOrigin = process.env.CORS_ORIGIN?.split(',') ?? '*'
// Optional: keep the data in a JSON file across restarts; without it the store lives in memory only.
const dataFile = process.env.DATA_FILE

/** Delivery without SMTP: the message on this server's log, as text. */
const logMail = (message: MailMessage) => {
  process.stdout.write(`[tessera mail]\n${mailText(message)}\n\n`)
  return Promise.resolve()
}

const { secrets, warning } = nodeSecrets(process.env)
if (warning) process.stderr.write(`${warning}\n`)

const app = serveApiDocument(
  createApp({
    store: createAppStore(dataFile ? createFileKv(dataFile) : createMemoryKv()),
    runtime: 'node',
    signer: joseSigner,
    secrets,
    newAccountRole: nodeNewAccountRole(process.env),
    latencyMs: Number(process.env.MOCK_LATENCY_MS ?? 0),
    corsOrigin,
    // the socket's peer: behind a reverse proxy that is the proxy (docs/backend.md, "Failed sign-ins")
    clientAddress: (c) => getConnInfo(c).remote.address,
    // where the page is, for the links in password-reset messages (never taken from a request's Host header)
    appUrl: process.env.APP_URL?.replace(/\/$/, '') ?? '',
    // no SMTP yet: a message goes to this log, and the admin reads it in GET /mail/outbox
    deliverMail: logMail,
  }),
)

serve({ fetch: app.fetch, port }, ({ port: actual }) => {
  process.stdout.write(
    `Tessera API on http://localhost:${actual} (${dataFile ? `data file ${dataFile}` : 'memory store'}, CORS origin ${String(corsOrigin)}); ` +
      `its calls: http://localhost:${actual}${OPENAPI_PATH}\n`,
  )
})

import { serve } from '@hono/node-server'
import { createApp } from '../app'
import { joseSigner } from '../lib/jose-signer'
import { createAppStore } from '../store'
import { createMemoryKv } from '../store/memory-kv'
import { OPENAPI_PATH, serveApiDocument } from './node-document'

// The same app as a real HTTP server, for pointing the page at it with VITE_API_URL=http://localhost:4000.
const port = Number(process.env.PORT ?? 4000)
const corsOrigin = process.env.CORS_ORIGIN?.split(',') ?? '*'

const app = serveApiDocument(
  createApp({
    store: createAppStore(createMemoryKv()),
    runtime: 'node',
    signer: joseSigner,
    latencyMs: Number(process.env.MOCK_LATENCY_MS ?? 0),
    corsOrigin,
  }),
)

serve({ fetch: app.fetch, port }, ({ port: actual }) => {
  process.stdout.write(
    `Tessera API on http://localhost:${actual} (memory store, CORS origin ${String(corsOrigin)}); ` +
      `its calls: http://localhost:${actual}${OPENAPI_PATH}\n`,
  )
})

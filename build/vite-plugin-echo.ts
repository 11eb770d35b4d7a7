import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'

const ECHO_PATH = /^\/(apps\/)?__echo(\/|$)/

/**
 * Test fixture: `/__echo/*` and `/apps/__echo/*` answer with what arrived (method, path, headers, body), which
 * proves that calls the mock back end has no route for reach the network untouched, even under an API prefix.
 */
function echo(req: IncomingMessage, res: ServerResponse, next: () => void) {
  if (!ECHO_PATH.test(req.url?.split('?')[0] ?? '')) return next()
  const chunks: Buffer[] = []
  req.on('data', (chunk: Buffer) => chunks.push(chunk))
  req.on('end', () => {
    res.setHeader('content-type', 'application/json')
    res.setHeader('cache-control', 'no-store')
    res.end(
      JSON.stringify({
        method: req.method,
        path: req.url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }),
    )
  })
}

export function echoServer(): Plugin {
  return {
    name: 'tessera:echo',
    configureServer: (server) => void server.middlewares.use(echo),
    configurePreviewServer: (server) => void server.middlewares.use(echo),
  }
}

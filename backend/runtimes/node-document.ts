import { readFileSync } from 'node:fs'
import type { App } from '../app'

/** Where `npm run api` serves the API document (docs/openapi.json, written by `npm run gen:contract`). */
export const OPENAPI_PATH = '/openapi.json'

const DOCUMENT_FILE = new URL('../../docs/openapi.json', import.meta.url)

/** Adds `GET /openapi.json` to the Node server, so API tools can read the calls from the running back end. */
export function serveApiDocument(app: App) {
  const document = readFileSync(DOCUMENT_FILE, 'utf8')
  app.get(OPENAPI_PATH, (c) => c.body(document, 200, { 'content-type': 'application/json; charset=utf-8' }))
  return app
}

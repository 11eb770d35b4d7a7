import type { App } from '../app'
// bundled into the built server (npm run build:api), so it needs no file beside it
import openapi from '../../docs/openapi.json'

/** Where `npm run api` serves the API document (docs/openapi.json, written by `npm run gen:contract`). */
export const OPENAPI_PATH = '/openapi.json'

/** Adds `GET /openapi.json` to the Node server, so API tools can read the calls from the running back end. */
export function serveApiDocument(app: App) {
  const document = JSON.stringify(openapi)
  app.get(OPENAPI_PATH, (c) => c.body(document, 200, { 'content-type': 'application/json; charset=utf-8' }))
  return app
}

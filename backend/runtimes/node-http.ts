import type { IncomingMessage, ServerResponse } from 'node:http'
import type { App } from '../app'
import { MAX_BODY_BYTES } from '../lib/errors'

/*
 * What the Node server adds around the app as an HTTP service (docs/backend.md, "The Node server"): who may call
 * it from another origin, the whole of an oversized body read before its 413, and a health check.
 */

type CorsOrigin = string | string[] | ((origin: string) => string | undefined)

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** A page served from this machine (the dev server, a preview): what `npm run dev` beside `npm run api` needs. */
export const loopbackOrigin = (origin: string): string | undefined => {
  try {
    const url = new URL(origin)
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK.has(url.hostname)
      ? origin
      : undefined
  } catch {
    return undefined
  }
}

/**
 * `CORS_ORIGIN`: a comma-separated list of origins, or `*`. Unset, pages on this machine's loopback addresses may
 * call (the dev setup), and with `NODE_ENV=production` none: only the server's own origin (behind one reverse
 * proxy with the page), as a shared server should start.
 */
export function corsOriginFrom(env: Record<string, string | undefined>): CorsOrigin | undefined {
  const value = env.CORS_ORIGIN?.trim()
  if (value) return value === '*' ? '*' : value.split(',').map((origin) => origin.trim())
  return env.NODE_ENV === 'production' ? undefined : loopbackOrigin
}

export const describeCors = (origin: CorsOrigin | undefined) =>
  origin === undefined ? 'none' : typeof origin === 'function' ? 'this machine' : String(origin)

/** Bodies past this are not read through: the connection is closed after the 413 instead. */
const MAX_DISCARD_BYTES = 64 * 1024 * 1024

/**
 * Wraps the request listener so a body declared larger than the API takes is read through (and dropped) before
 * the app answers its 413. Answering first and closing the socket while the client still sends makes the client
 * see a reset ("other side closed", EPIPE) instead of the answer; Node's own fetch did so for about half of 2 MB
 * bodies. A body whose length is not declared (chunked) is cut off by the app's own limit as before.
 */
export function readOversizedBodies(
  listener: (incoming: IncomingMessage, outgoing: ServerResponse) => unknown,
  /** Calls that take more than MAX_BODY_BYTES (files), by path: their bodies up to that are the app's to read. */
  largerLimits: ReadonlyMap<string, number> = new Map(),
): (incoming: IncomingMessage, outgoing: ServerResponse) => void {
  return (incoming, outgoing) => {
    const declared = Number(incoming.headers['content-length'])
    const path = (incoming.url ?? '').split('?')[0]
    const limit = largerLimits.get(path) ?? MAX_BODY_BYTES
    if (!(declared > limit && declared <= MAX_DISCARD_BYTES)) {
      void listener(incoming, outgoing)
      return
    }
    incoming.once('end', () => void listener(incoming, outgoing))
    incoming.once('error', () => incoming.destroy())
    incoming.resume()
  }
}

/** Where a load balancer asks whether this instance can answer. */
export const HEALTH_PATH = '/healthz'

/**
 * `GET /healthz`, no sign-in: 200 `{"status": "ok"}` when the database answers a query within 2 s, else 503
 * `{"status": "unavailable"}`. It says nothing else (no data, no versions), as anyone may call it.
 */
export function serveHealth(app: App, databaseAnswers: () => Promise<unknown>): App {
  app.get(HEALTH_PATH, async (c) => {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), 2000)
    })
    try {
      await Promise.race([databaseAnswers(), timeout])
      return c.json({ status: 'ok' }, 200)
    } catch {
      return c.json({ status: 'unavailable' }, 503)
    } finally {
      clearTimeout(timer)
    }
  })
  return app
}

// Set by build/vite-plugin-mock-worker.ts from VITE_MOCK_LATENCY_MS: replaced in builds, a global in dev (the
// dev /sw.js assigns it before anything runs), absent under Vitest. Read it late, never at import time.
// oxlint-disable-next-line no-underscore-dangle -- a build-time define is named like one, so it never clashes
declare const __TESSERA_MOCK_LATENCY_MS__: number | undefined

/** Simulated latency of the worker and the in-page fallback, in ms. */
export const mockLatencyMs = () =>
  typeof __TESSERA_MOCK_LATENCY_MS__ === 'number' ? __TESSERA_MOCK_LATENCY_MS__ : 0

// Replaced at build time by build/vite-plugin-mock-worker.ts from VITE_MOCK_LATENCY_MS; absent under Vitest.
declare const __TESSERA_MOCK_LATENCY_MS__: number | undefined

/** Simulated latency of the worker and the in-page fallback, in ms. */
export const MOCK_LATENCY_MS =
  typeof __TESSERA_MOCK_LATENCY_MS__ === 'number' ? __TESSERA_MOCK_LATENCY_MS__ : 0

import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
      // only src/test/render-with-api.tsx may use it from src (scripts/oxlintrc.mjs)
      '@backend': fileURLToPath(new URL('./backend', import.meta.url)),
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'backend/**/*.test.ts',
      'contract/**/*.test.ts',
      'build/**/*.test.ts',
      'scripts/*.test.mjs',
    ],
    // CSS is not processed in tests, except the design tokens, which contrast tests read as text (?raw)
    css: { include: [/src\/styles\/tokens\.css/] },
    // The first test of a file pays for its lazy imports (zod, the in-page back end) on a cold transform cache: on
    // a busy 2-core machine that passed the 5 s default (the starter kit's sign-in test, docs/starter.md). Passing
    // tests do not wait longer.
    testTimeout: 15_000,
  },
})

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
    ],
    css: false,
  },
})

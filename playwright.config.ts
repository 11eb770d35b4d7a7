import { defineConfig, devices } from '@playwright/test'
import { CHROME_FLAGS, CHROME_PATH } from './scripts/chromium.mjs'

const isCI = Boolean(process.env.CI)
// E2E_PORT and E2E_DIST let two people (or agents) on one machine test their own builds side by side:
// `npx vite build --outDir /tmp/mine && E2E_PORT=4391 E2E_DIST=/tmp/mine npx playwright test e2e/x.spec.ts`
const port = Number(process.env.E2E_PORT ?? 4173)
const outDir = process.env.E2E_DIST ?? 'dist'
const baseURL = `http://localhost:${port}`

const chromium = { executablePath: CHROME_PATH, args: CHROME_FLAGS }

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // CI's 2 cores run two browsers, the preview server and the worker's back end at once: the longest journeys
  // (the to-do round trip, the axe walks) took 30-32 s there, so CI gives each test 60 s
  timeout: isCI ? 60_000 : 30_000,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'on-first-retry',
    // The mock back end lives in a service worker; it must be allowed to register.
    serviceWorkers: 'allow',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: chromium },
    },
  ],
  // Tests run against the production build (`vite build` first), as users get it.
  webServer: {
    command: `node_modules/.bin/vite preview --port ${port} --strictPort --outDir ${outDir}`,
    url: baseURL,
    reuseExistingServer: !isCI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})

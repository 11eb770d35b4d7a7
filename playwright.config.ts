import { defineConfig, devices } from '@playwright/test'
import { CHROME_FLAGS, CHROME_PATH } from './scripts/chromium.mjs'

const isCI = Boolean(process.env.CI)
const port = 4173
const baseURL = `http://localhost:${port}`

const chromium = { executablePath: CHROME_PATH, args: CHROME_FLAGS }

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
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
    command: `node_modules/.bin/vite preview --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: !isCI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})

import { defineConfig, devices } from '@playwright/test'

const isCI = Boolean(process.env.CI)
const port = 4173
const baseURL = `http://localhost:${port}`

// Debian's Chromium, never a downloaded browser: `playwright install` cannot reach its CDN from these machines.
// Without the background-networking flags Chromium keeps dialling Google and the closed network refuses it.
const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

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

// Debian's Chromium, never a downloaded browser: `playwright install` cannot reach its CDN from these machines.
// Without the background-networking flags Chromium keeps dialling Google and the closed network refuses it.
// Shared by playwright.config.ts and scripts/bench.mjs.
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

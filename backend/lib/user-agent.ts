/*
 * Browser and system names for the session list, read from a user agent. A dozen patterns cover the browsers and
 * systems people sign in from; a parsing library would add to the service worker to name
 * versions and devices the list does not show. Order matters: Edge and Opera also say "Chrome", Chrome also says
 * "Safari", Android also says "Linux".
 */

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome)\//, 'Chrome'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
]

const nameIn = (patterns: [RegExp, string][], userAgent: string) =>
  patterns.find(([pattern]) => pattern.test(userAgent))?.[1] ?? ''

/** `{browser, system}`, each '' when the user agent does not say (the page shows "Unknown"). */
export const describeUserAgent = (userAgent: string) => ({
  browser: nameIn(BROWSERS, userAgent),
  system: nameIn(SYSTEMS, userAgent),
})

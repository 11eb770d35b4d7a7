import { filesOfIndex } from './shell-cache'

describe('filesOfIndex', () => {
  it("lists the listed files index.html loads, in its order, once each, and nothing of another origin's", () => {
    const html = `<!doctype html><html><head>
      <link rel="icon" href="/favicon.svg" />
      <link rel="manifest" href="/manifest.webmanifest" />
      <script type="module" crossorigin src="/assets/index-abc.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/framework-def.js">
      <link rel="stylesheet" crossorigin href="/assets/index-123.css">
      <link rel="preconnect" href="https://tiles.example.org" />
      <script src="/assets/index-abc.js"></script>
    </head></html>`
    const listed = new Set([
      '/favicon.svg',
      '/assets/index-abc.js',
      '/assets/framework-def.js',
      '/assets/index-123.css',
      '/assets/other-999.js',
    ])
    expect(filesOfIndex(html, listed)).toEqual([
      '/favicon.svg',
      '/assets/index-abc.js',
      '/assets/framework-def.js',
      '/assets/index-123.css',
    ])
  })
})

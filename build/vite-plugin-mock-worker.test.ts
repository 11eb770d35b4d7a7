// @vitest-environment node
import { join } from 'node:path'
import type { Rollup } from 'vite'
import { bundleFiles, precacheManifest } from './vite-plugin-mock-worker'

const root = '/repo'

/** The parts of Rollup's output the plugin reads. */
const chunk = (fileName: string, code: string, facade: string | null = null) =>
  ({ type: 'chunk', fileName, code, facadeModuleId: facade }) as Rollup.OutputChunk
const asset = (fileName: string, source: string) =>
  ({ type: 'asset', fileName, source }) as Rollup.OutputAsset
const bundleOf = (...outputs: (Rollup.OutputChunk | Rollup.OutputAsset)[]) =>
  Object.fromEntries<Rollup.OutputChunk | Rollup.OutputAsset>(
    outputs.map((output) => [output.fileName, output]),
  )

describe('the precache list the build writes into sw.js', () => {
  const bundle = bundleOf(
    chunk('assets/index-a1.js', 'app', join(root, 'src/main.tsx')),
    chunk('assets/email-b2.js', 'email', join(root, 'src/app/routes/email.tsx')),
    chunk('assets/in-page-c3.js', 'mock', join(root, 'backend/runtimes/in-page.ts')),
    asset('assets/index-d4.css', 'css'),
    asset('index.html', '<div id="root"></div>'),
    asset('.vite/manifest.json', '{}'),
    asset('assets/index-a1.js.map', '{}'),
  )

  it('lists every emitted file but the in-page back end, the worker, the manifest and maps, sorted', () => {
    const files = [...bundleFiles(bundle, root), { fileName: 'sw.js', content: 'worker' }]
    files.push({ fileName: 'icons/icon-192.png', content: new Uint8Array([1, 2, 3]) })
    expect(precacheManifest(files).urls).toEqual([
      '/assets/email-b2.js',
      '/assets/index-a1.js',
      '/assets/index-d4.css',
      '/icons/icon-192.png',
      '/index.html',
    ])
  })

  it('gets a new version when any kept file changes, and only then', () => {
    const files = bundleFiles(bundle, root)
    const { version } = precacheManifest(files)
    expect(version).toMatch(/^[0-9a-f]{16}$/)
    expect(precacheManifest(files.toReversed()).version).toBe(version)
    // a file left out does not count
    expect(precacheManifest([...files, { fileName: 'sw.js', content: 'other' }]).version).toBe(version)
    const edited = files.map((file) =>
      file.fileName === 'index.html' ? { ...file, content: '<p></p>' } : file,
    )
    expect(precacheManifest(edited).version).not.toBe(version)
    const renamed = files.map((file) =>
      file.fileName === 'assets/email-b2.js' ? { ...file, fileName: 'assets/email-e5.js' } : file,
    )
    expect(precacheManifest(renamed).version).not.toBe(version)
  })
})

// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { iconFiles, iconUsers, lucideIconFile } from './icon-owners'
import {
  FRAMEWORK_PACKAGES,
  inPackages,
  OVERLAY_PACKAGES,
  OVERLAY_ROOTS,
  OVERLAY_SHARED,
  QUERY_PACKAGES,
} from './vendor-groups'

// The checks to run after upgrading React, the router, Radix or lucide: what the chunk groups name must still be
// there, and what they read must still read (docs/benchmarks.md, "Bundle devices").
const root = fileURLToPath(new URL('..', import.meta.url))
const manifestOf = (name: string) => join(root, 'node_modules', name, 'package.json')
const dependenciesOf = (name: string) =>
  Object.keys(
    (JSON.parse(readFileSync(manifestOf(name), 'utf8')) as { dependencies?: Record<string, string> })
      .dependencies ?? {},
  )

describe('the vendor groups', () => {
  it('name only packages that are installed', () => {
    const named = [...FRAMEWORK_PACKAGES, ...QUERY_PACKAGES, ...OVERLAY_PACKAGES, ...OVERLAY_SHARED]
    expect(named.filter((name) => !existsSync(manifestOf(name)))).toEqual([])
  })

  it("name every package under Radix's overlays, in their group or as shared", () => {
    const under = new Set<string>()
    const queue = [...OVERLAY_ROOTS]
    for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
      if (under.has(name)) continue
      under.add(name)
      queue.push(...dependenciesOf(name))
    }
    const named = new Set([...OVERLAY_PACKAGES, ...OVERLAY_SHARED])
    expect([...under].filter((name) => !named.has(name))).toEqual([])
  })

  it("match a module by the package it sits in, not by a package it sits under or a name's prefix", () => {
    const overlay = inPackages(OVERLAY_PACKAGES)
    expect(overlay('/app/node_modules/@radix-ui/react-popper/dist/index.mjs')).toBe(true)
    expect(overlay('C:\\app\\node_modules\\aria-hidden\\dist\\es2015\\index.js')).toBe(true)
    expect(overlay('/app/node_modules/@radix-ui/react-slot/dist/index.mjs')).toBe(false)
    expect(overlay('/app/node_modules/tslib-extra/index.js')).toBe(false)
    expect(overlay('/app/node_modules/tslib/node_modules/other/index.js')).toBe(false)
    expect(overlay('/app/src/node_modules.ts')).toBe(false)
  })
})

describe("lucide's icons", () => {
  it("are found where lucide's public per-icon entry leads", () => {
    const file = createRequire(import.meta.url).resolve('lucide-react/icons/mail')
    expect(lucideIconFile(root).exec(file)?.[1]).toBe('mail')
  })

  it("resolve every icon name the app imports through lucide's main entry", () => {
    const files = iconFiles(root)
    expect(files.get('Mail')).toBe('mail')
    // an old name, which only the main entry resolves to its icon's module
    expect(files.get('TriangleAlert')).toBe('triangle-exclamation-point')
    const users = iconUsers(root)
    const drawn = [...users.keys()]
    // the app draws hundreds (the starter kit about 150): a scan that finds few has lost its way
    expect(drawn.length).toBeGreaterThan(100)
    const pattern = lucideIconFile(root)
    const resolve = createRequire(import.meta.url).resolve
    expect(drawn.filter((file) => pattern.exec(resolve(`lucide-react/icons/${file}`))?.[1] !== file)).toEqual(
      [],
    )
  })
})

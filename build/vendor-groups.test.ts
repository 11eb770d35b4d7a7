// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { iconUsers, lucideIconFile, unreadIconImports } from './icon-owners'
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

  it('are each imported from the file that draws it, where the exports map says, in the form the build reads', async () => {
    const users = iconUsers(root)
    const drawn = [...users.keys()]
    // the app draws hundreds (the starter kit about 150): a scan that finds few has lost its way
    expect(drawn.length).toBeGreaterThan(100)
    expect(unreadIconImports(root)).toEqual([])
    const pattern = lucideIconFile(root)
    const resolve = createRequire(import.meta.url).resolve
    expect(drawn.filter((file) => pattern.exec(resolve(`lucide-react/icons/${file}`))?.[1] !== file)).toEqual(
      [],
    )
    // an old name's entry (`triangle-alert`) only passes on the module that draws it (`triangle-exclamation-point`),
    // which the build would then find imported by no one; the drawn icon's first class names its own file
    const ownClass = async (file: string) => {
      const icon = (await import(`lucide-react/icons/${file}`)) as { default: ComponentType }
      return /class="lucide ([\w-]+)/.exec(renderToStaticMarkup(createElement(icon.default)))?.[1]
    }
    expect(await ownClass('triangle-alert')).toBe('lucide-triangle-exclamation-point')
    const classes = await Promise.all(drawn.map(async (file) => [file, await ownClass(file)]))
    expect(classes.filter(([file, name]) => name !== `lucide-${file}`)).toEqual([])
  })
})

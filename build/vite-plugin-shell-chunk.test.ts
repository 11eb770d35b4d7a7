// @vitest-environment node
import { shellModules, type GraphModule } from './vite-plugin-shell-chunk'

/** A small build graph: the entry, the sign-in page, the shell and a signed-in page, over a radix-style barrel. */
const graph: Record<string, Partial<GraphModule>> = {
  '/repo/index.html': { isEntry: true, importedIds: ['/repo/src/main.tsx'] },
  '/repo/src/main.tsx': {
    importedIds: ['/repo/src/lib/utils.ts'],
    dynamicallyImportedIds: [
      '/repo/src/app/routes/_guest/login.tsx?tsr-split=component',
      '/repo/src/app/routes/_app/index.tsx?tsr-split=component',
      '/repo/src/layouts/app-layout.tsx',
      '/repo/src/components/ui/toaster.tsx',
    ],
  },
  '/repo/src/app/routes/_guest/login.tsx?tsr-split=component': {
    code: 'import { Label } from "radix-ui";',
    importedIds: ['/repo/node_modules/radix-ui/dist/index.mjs'],
  },
  '/repo/src/components/ui/toaster.tsx': { importedIds: ['/repo/node_modules/sonner/dist/index.mjs'] },
  '/repo/src/layouts/app-layout.tsx': {
    code: 'import { Dialog as DialogPrimitive, Tooltip } from "radix-ui";\nimport { cn } from "@/lib/utils";',
    importedIds: [
      '/repo/node_modules/radix-ui/dist/index.mjs',
      '/repo/src/lib/utils.ts',
      '/repo/src/components/ui/toaster.tsx',
      '/repo/src/layouts/navbar.tsx',
    ],
    dynamicallyImportedIds: ['/repo/src/layouts/customizer.tsx'],
  },
  '/repo/src/layouts/navbar.tsx': { importedIds: [] },
  '/repo/src/layouts/customizer.tsx': { importedIds: [] },
  '/repo/src/app/routes/_app/index.tsx?tsr-split=component': {
    code: 'import { Slider } from "radix-ui";',
    importedIds: ['/repo/node_modules/radix-ui/dist/index.mjs'],
  },
  '/repo/node_modules/radix-ui/dist/index.mjs': {
    code: [
      '// src/index.ts',
      'import * as Dialog from "@radix-ui/react-dialog";',
      'import * as Label from "@radix-ui/react-label";',
      'import * as Slider from "@radix-ui/react-slider";',
      'import * as Tooltip from "@radix-ui/react-tooltip";',
      'export {\n  Dialog,\n  Label,\n  Slider,\n  Tooltip\n};',
    ].join('\n'),
    importedIds: ['dialog', 'label', 'slider', 'tooltip'].map(
      (name) => `/repo/node_modules/@radix-ui/react-${name}/dist/index.mjs`,
    ),
  },
  // not a barrel: code of its own beside a namespace import, so every link counts
  '/repo/node_modules/@radix-ui/react-dialog/dist/index.mjs': {
    code: 'import * as Portal from "@radix-ui/react-portal";\nfunction Dialog() {}\nexport { Dialog };',
    importedIds: ['/repo/node_modules/@radix-ui/react-portal/dist/index.mjs'],
  },
}

const module = (id: string): GraphModule | null =>
  graph[id]
    ? { code: null, importedIds: [], dynamicallyImportedIds: [], isEntry: false, ...graph[id] }
    : { code: null, importedIds: [], dynamicallyImportedIds: [], isEntry: false }

const shell = shellModules(Object.keys(graph), module, {
  roots: /src\/layouts\/app-layout\.tsx$/,
  guestPages: /src\/app\/routes\/_guest\//,
})

describe('the signed-in shell chunk', () => {
  it('holds what the shell imports statically, through the barrel only what it names', () => {
    expect([...shell].toSorted()).toEqual([
      '/repo/node_modules/@radix-ui/react-dialog/dist/index.mjs',
      '/repo/node_modules/@radix-ui/react-portal/dist/index.mjs',
      '/repo/node_modules/@radix-ui/react-tooltip/dist/index.mjs',
      '/repo/src/layouts/app-layout.tsx',
      '/repo/src/layouts/navbar.tsx',
    ])
  })

  it('leaves out what a signed-out visitor may load: the entry, the sign-in page and the lazy notices', () => {
    expect(shell.has('/repo/src/lib/utils.ts')).toBe(false)
    expect(shell.has('/repo/node_modules/@radix-ui/react-label/dist/index.mjs')).toBe(false)
    expect(shell.has('/repo/node_modules/radix-ui/dist/index.mjs')).toBe(false)
    expect(shell.has('/repo/src/components/ui/toaster.tsx')).toBe(false)
    expect(shell.has('/repo/node_modules/sonner/dist/index.mjs')).toBe(false)
  })

  it('leaves out what only a signed-in page or a later lazy part imports', () => {
    expect(shell.has('/repo/node_modules/@radix-ui/react-slider/dist/index.mjs')).toBe(false)
    expect(shell.has('/repo/src/layouts/customizer.tsx')).toBe(false)
  })
})

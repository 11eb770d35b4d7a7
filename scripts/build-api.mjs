#!/usr/bin/env node
/*
 * `npm run build:api`: the Node server as plain JavaScript in `dist-server/`, started with
 * `node dist-server/server.js` (`npm run start:api`) and only the production dependencies installed
 * (`npm ci --omit=dev`): packages stay imports (esbuild's `packages: 'external'`), the repo's own code is bundled,
 * and the SQL migrations are copied beside it, where `backend/store/sql/migrate.ts` looks for them.
 * `dist-server/db.js` is `npm run db:migrate` / `db:import` for the same install (docs/backend.md).
 */
import { cpSync, rmSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
// `--outdir=DIR`: a build of one's own (a test's, while others rebuild dist-server), inside the checkout so that
// its imports find node_modules
const outdirOption = process.argv.find((arg) => arg.startsWith('--outdir='))?.slice('--outdir='.length)
const outdir = outdirOption ? resolve(root, outdirOption) : `${root}dist-server`

rmSync(outdir, { recursive: true, force: true })
const result = await build({
  absWorkingDir: root,
  entryPoints: { server: 'backend/runtimes/node.ts', db: 'backend/runtimes/db.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
})
cpSync(`${root}backend/store/sql/migrations`, `${outdir}/migrations`, { recursive: true })

/** The packages the built server imports: each must be a production dependency. */
const imported = new Set(
  Object.values(result.metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((item) => item.external && !item.path.startsWith('node:'))
    .map((item) =>
      item.path
        .split('/')
        .slice(0, item.path.startsWith('@') ? 2 : 1)
        .join('/'),
    ),
)
const { createRequire } = await import('node:module')
const { dependencies = {} } = createRequire(import.meta.url)('../package.json')
const missing = [...imported].filter((name) => !(name in dependencies))
if (missing.length > 0) {
  process.stderr.write(`build:api: the server imports dev dependencies: ${missing.join(', ')}\n`)
  process.exit(1)
}
process.stdout.write(
  `build:api: ${relative(root, outdir)}/server.js (imports ${[...imported].sort().join(', ')})\n`,
)

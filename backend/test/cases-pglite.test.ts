// @vitest-environment node
import { PGLITE } from './databases'
import { runApiCases } from './run-cases'

runApiCases(PGLITE)

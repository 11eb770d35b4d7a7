// @vitest-environment node
import { MEMORY } from './databases'
import { runApiCases } from './run-cases'

runApiCases(MEMORY)

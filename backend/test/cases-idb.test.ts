// @vitest-environment node
import 'fake-indexeddb/auto'
import { INDEXED_DB } from './databases'
import { runApiCases } from './run-cases'

runApiCases(INDEXED_DB)

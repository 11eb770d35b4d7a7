// @vitest-environment node
import { POSTGRES_SERVER, TEST_DATABASE_URL } from './databases'
import { runApiCases } from './run-cases'

// Skipped without a server (TEST_DATABASE_URL); CI starts one (.ci/run).
runApiCases(POSTGRES_SERVER, !TEST_DATABASE_URL)

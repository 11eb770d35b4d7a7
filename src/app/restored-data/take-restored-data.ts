import { demoCalls } from '@contract/demo.calls'
import { apiFetch } from '@/lib/http/client'

/** What the back end repaired in its stored data since the last ask, told once. */
export const takeRestoredData = () => apiFetch(demoCalls.restored)

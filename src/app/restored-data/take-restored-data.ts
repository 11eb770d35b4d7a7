import { demoCalls } from '@contract/calls.gen'
import { apiFetch } from '@/lib/http/client'

/** What the back end repaired in its stored data since the last ask, told once. */
export const takeRestoredData = () => apiFetch(demoCalls.restored)

import type { RestoredData } from '@contract/demo'
import { apiFetch } from '@/lib/http/client'

/** POST /api/demo/restored: what the back end repaired in its stored data since the last ask, told once. */
export const takeRestoredData = () => apiFetch<RestoredData>('/api/demo/restored', { method: 'POST' })

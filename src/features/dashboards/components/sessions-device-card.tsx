import { sessionsDeviceQueryOptions } from '../api/get-sessions-device'
import { SegmentTotalCard } from './segment-total-card'

export function SessionsDeviceCard() {
  return <SegmentTotalCard section="sessionsDevice" query={sessionsDeviceQueryOptions} />
}

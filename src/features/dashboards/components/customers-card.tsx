import { customersQueryOptions } from '../api/get-customers'
import { SegmentTotalCard } from './segment-total-card'

export function CustomersCard() {
  return <SegmentTotalCard section="customers" query={customersQueryOptions} />
}

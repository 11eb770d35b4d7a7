import type { EmployeeStatus } from '@contract/datatables'
import type { ThemeColor } from '@/components/ui/theme-color'

/**
 * What the back end's status numbers mean on this page, and their badge colour. The badge always shows the
 * word: colour alone would say nothing to someone who cannot tell the colours apart.
 */
export const EMPLOYEE_STATUSES: Record<EmployeeStatus, { key: string; color: ThemeColor }> = {
  1: { key: 'current', color: 'primary' },
  2: { key: 'professional', color: 'success' },
  3: { key: 'rejected', color: 'danger' },
  4: { key: 'resigned', color: 'warning' },
  5: { key: 'applied', color: 'info' },
}

import type { TaskTag } from '@contract/todo'
import type { ThemeColor } from '@/components/ui/theme-color'

/** Each tag's colour, for its pill and its dot in the sidebar. */
export const TAG_COLORS: Record<TaskTag, ThemeColor> = {
  team: 'primary',
  low: 'success',
  medium: 'warning',
  high: 'danger',
  update: 'info',
}

/** Dots use the solid fill; written out so Tailwind sees every class. */
export const TAG_DOT_CLASS: Record<TaskTag, string> = {
  team: 'bg-primary',
  low: 'bg-success',
  medium: 'bg-warning',
  high: 'bg-danger',
  update: 'bg-info',
}

import type { KbCategory } from '@contract/faq'

/** Icon colours by the data's theme colour name (ink forms keep contrast in both skins). */
export const KB_TINT: Record<KbCategory['color'], string> = {
  primary: 'bg-primary-light text-primary-ink',
  success: 'bg-success-light text-success-ink',
  warning: 'bg-warning-light text-warning-ink',
  danger: 'bg-danger-light text-danger-ink',
  info: 'bg-info-light text-info-ink',
  secondary: 'bg-secondary-light text-secondary-ink',
}

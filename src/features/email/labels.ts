import type { EmailLabel } from '@contract/email'

/** One colour per label, used by the sidebar, the list's dots and the detail's badges. */
export const LABEL_COLORS: Record<EmailLabel, 'success' | 'primary' | 'danger' | 'warning'> = {
  personal: 'success',
  company: 'primary',
  important: 'warning',
  private: 'danger',
}

/** Written out in full so Tailwind finds the classes. */
export const LABEL_DOT: Record<EmailLabel, string> = {
  personal: 'bg-success',
  company: 'bg-primary',
  important: 'bg-warning',
  private: 'bg-danger',
}

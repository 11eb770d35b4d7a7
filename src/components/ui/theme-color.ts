/** The seven theme colours every coloured primitive accepts; tokens live in src/styles/tokens.css. */
export const themeColors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const

export type ThemeColor = (typeof themeColors)[number]

/* Spelled out in full so Tailwind finds every class. One map per look, shared by every coloured element. */

/** The colour as a fill with white text (AA in every skin). */
export const solidColorClass: Record<ThemeColor, string> = {
  primary: 'bg-primary text-white',
  secondary: 'bg-secondary text-white',
  success: 'bg-success text-white',
  danger: 'bg-danger text-white',
  warning: 'bg-warning text-white',
  info: 'bg-info text-white',
  dark: 'bg-dark text-white',
}

/** The colour as a plain fill: dots, bars and points that carry no text. */
export const fillColorClass: Record<ThemeColor, string> = {
  primary: 'bg-primary',
  secondary: 'bg-secondary',
  success: 'bg-success',
  danger: 'bg-danger',
  warning: 'bg-warning',
  info: 'bg-info',
  dark: 'bg-dark',
}

/** The light variant (alpha 1a) with the colour's ink for text. */
export const softColorClass: Record<ThemeColor, string> = {
  primary: 'bg-primary-light text-primary-ink',
  secondary: 'bg-secondary-light text-secondary-ink',
  success: 'bg-success-light text-success-ink',
  danger: 'bg-danger-light text-danger-ink',
  warning: 'bg-warning-light text-warning-ink',
  info: 'bg-info-light text-info-ink',
  dark: 'bg-dark-light text-dark-ink',
}

/** Border and text in the colour's ink. */
export const outlineColorClass: Record<ThemeColor, string> = {
  primary: 'border-primary-ink text-primary-ink',
  secondary: 'border-secondary-ink text-secondary-ink',
  success: 'border-success-ink text-success-ink',
  danger: 'border-danger-ink text-danger-ink',
  warning: 'border-warning-ink text-warning-ink',
  info: 'border-info-ink text-info-ink',
  dark: 'border-dark-ink text-dark-ink',
}

/** Text (and currentColor) in the colour's ink: the form that reads on the page and on cards. */
export const inkColorClass: Record<ThemeColor, string> = {
  primary: 'text-primary-ink',
  secondary: 'text-secondary-ink',
  success: 'text-success-ink',
  danger: 'text-danger-ink',
  warning: 'text-warning-ink',
  info: 'text-info-ink',
  dark: 'text-dark-ink',
}

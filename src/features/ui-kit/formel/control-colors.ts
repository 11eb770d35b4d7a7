import type { ThemeColor } from '@/components/ui/theme-color'

/* The checked look of the selection controls in each theme colour, spelled out so Tailwind finds every class. */

export const checkboxColorClass: Record<ThemeColor, string> = {
  primary: '',
  secondary: 'checked:border-secondary checked:bg-secondary',
  success: 'checked:border-success checked:bg-success',
  danger: 'checked:border-danger checked:bg-danger',
  warning: 'checked:border-warning checked:bg-warning',
  info: 'checked:border-info checked:bg-info',
  dark: 'checked:border-dark checked:bg-dark',
}

/** The ring and the dot of a chosen radio. */
export const radioColorClass: Record<ThemeColor, string> = {
  primary: '',
  secondary: 'data-[state=checked]:border-secondary *:bg-secondary',
  success: 'data-[state=checked]:border-success *:bg-success',
  danger: 'data-[state=checked]:border-danger *:bg-danger',
  warning: 'data-[state=checked]:border-warning *:bg-warning',
  info: 'data-[state=checked]:border-info *:bg-info',
  dark: 'data-[state=checked]:border-dark *:bg-dark',
}

export const switchColorClass: Record<ThemeColor, string> = {
  primary: '',
  secondary: 'data-[state=checked]:bg-secondary',
  success: 'data-[state=checked]:bg-success',
  danger: 'data-[state=checked]:bg-danger',
  warning: 'data-[state=checked]:bg-warning',
  info: 'data-[state=checked]:bg-info',
  dark: 'data-[state=checked]:bg-dark',
}

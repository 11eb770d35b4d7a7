/** The seven theme colours every coloured primitive accepts; tokens live in src/styles/tokens.css. */
export const themeColors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const

export type ThemeColor = (typeof themeColors)[number]

export { TypographyPage } from './typography-page'

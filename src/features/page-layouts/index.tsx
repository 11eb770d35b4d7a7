export { LayoutDemoPage, type LayoutDemo } from './layout-demo-page'
export { MenuLevelPage, type MenuLevel } from './menu-level-page'

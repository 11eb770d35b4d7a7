export { LayoutDemoPage } from './layout-demo-page'
export { MenuLevelPage, type MenuLevel } from './menu-level-page'

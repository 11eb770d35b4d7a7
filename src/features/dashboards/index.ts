export { AnalyticsDashboardPage } from './analytics-page'
export { EcommerceDashboardPage } from './ecommerce-page'

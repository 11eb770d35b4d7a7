export { AnalyticsDashboardPage } from './analytics-page'

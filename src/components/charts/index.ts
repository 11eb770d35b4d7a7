export { CartesianChart, type CartesianChartProps, type ChartSeries } from './cartesian-chart'
export { ChartFrame, type ChartColumn, type ChartFrameProps } from './chart-frame'
export { ChartFigure, type ChartFigureProps } from './chart-figure'
export { useMeasuredWidth } from './use-measured-width'
export { GaugeChart, type GaugeChartProps } from './gauge-chart'
export { ChartLegendText } from './chart-legend'
export { chartLegend, chartLegendFormatter } from './legend-formatter'
export { ChartTooltip, type ChartTooltipItem, type ChartTooltipProps } from './chart-tooltip'
export { categoryTickInterval, useCategoryTicks } from './axis-labels'
export {
  CHART_COLORS,
  cartesianAxes,
  useChartTheme,
  type ChartColor,
  type ChartTheme,
} from './use-chart-theme'

import { createElement } from 'react'
import { ChartLegendText } from './chart-legend'

/** For `<Legend formatter={chartLegendFormatter} />`: defined once, outside any render. */
export const chartLegendFormatter = (value: string) => createElement(ChartLegendText, null, value)

/**
 * Spread on `<Legend {...chartLegend} />`: entries in series order (recharts sorts them by name by default,
 * which would reorder them per language) and in the app's text colour.
 */
export const chartLegend = { formatter: chartLegendFormatter, itemSorter: null } as const

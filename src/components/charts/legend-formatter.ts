import { createElement } from 'react'
import { ChartLegendText } from './chart-legend'

/** For `<Legend formatter={chartLegendFormatter} />`: defined once, outside any render. */
export const chartLegendFormatter = (value: string) => createElement(ChartLegendText, null, value)

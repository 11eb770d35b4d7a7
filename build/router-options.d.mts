export declare const ROUTER_OPTIONS: {
  target: 'react'
  autoCodeSplitting: boolean
  routesDirectory: string
  generatedRouteTree: string
  quoteStyle: 'single' | 'double'
  semicolons: boolean
}

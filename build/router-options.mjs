// The TanStack Router generator's settings, in one place: vite.config.ts hands them to the router's Vite plugin,
// and scripts/starter.mjs to the generator itself when it writes a starter kit's route tree.
export const ROUTER_OPTIONS = {
  target: 'react',
  autoCodeSplitting: true,
  // a route's loader in a chunk of its own, fetched beside the page's: loaders start the page's calls through
  // TanStack Query, which the route tree's chunk (loaded by every page, the sign-in page too) must not hold
  codeSplittingOptions: {
    defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
  },
  routesDirectory: './src/app/routes',
  generatedRouteTree: './src/app/route-tree.gen.ts',
  quoteStyle: 'single',
  semicolons: false,
}

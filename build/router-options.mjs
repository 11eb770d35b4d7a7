// The TanStack Router generator's settings, in one place: vite.config.ts hands them to the router's Vite plugin,
// and scripts/starter.mjs to the generator itself when it writes a starter kit's route tree.
export const ROUTER_OPTIONS = {
  target: 'react',
  autoCodeSplitting: true,
  routesDirectory: './src/app/routes',
  generatedRouteTree: './src/app/route-tree.gen.ts',
  quoteStyle: 'single',
  semicolons: false,
}

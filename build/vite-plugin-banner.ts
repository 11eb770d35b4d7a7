import type { Plugin } from 'vite'

const sampleSignIns = [
  ['admin@demo.com', 'admin', 'every page'],
  ['client@demo.com', 'client', 'a restricted role'],
] as const

/**
 * Prints the sample sign-ins under Vite's own URL lines when `npm run dev` starts, so a newcomer can log in
 * without reading the docs. The URL itself comes from Vite, which knows the port it really got.
 */
export function startBanner(): Plugin {
  return {
    name: 'tessera:start-banner',
    apply: 'serve',
    configureServer(server) {
      const printUrls = server.printUrls.bind(server)
      server.printUrls = () => {
        printUrls()
        const log = server.config.logger
        log.info('\n  Tessera runs on the in-browser mock API (a service worker): no server to start.')
        log.info('  Sample sign-ins:')
        for (const [email, password, reach] of sampleSignIns) {
          log.info(`    ${email.padEnd(18)} password ${password.padEnd(8)} (${reach})`)
        }
        log.info('')
      }
    },
  }
}

/** Hands an address to the system's mail program (its own module, so a test can watch it: jsdom cannot navigate). */
export const mailTo = (email: string) => window.location.assign(`mailto:${email}`)

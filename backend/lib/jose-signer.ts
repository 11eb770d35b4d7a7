import { CompactSign, compactVerify } from 'jose'
import type { TokenSigner } from './tokens'

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** WebCrypto-backed signer for the worker, Node and tests. */
export const joseSigner: TokenSigner = {
  sign: (payload, secret) =>
    new CompactSign(encoder.encode(JSON.stringify(payload)))
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(encoder.encode(secret)),
  verify: async (token, secret) => {
    try {
      const { payload } = await compactVerify(token, encoder.encode(secret), { algorithms: ['HS256'] })
      return JSON.parse(decoder.decode(payload))
    } catch {
      return null
    }
  },
}

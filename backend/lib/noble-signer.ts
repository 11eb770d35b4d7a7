import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import type { TokenSigner } from './tokens'

// Insecure contexts have no crypto.subtle, so the in-page fallback signs with this pure-JS HMAC instead of jose.

const encoder = new TextEncoder()
const decoder = new TextDecoder()

const toBase64Url = (bytes: Uint8Array) =>
  btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))

const HEADER = toBase64Url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })))

const mac = (input: string, secret: string) => hmac(sha256, encoder.encode(secret), encoder.encode(input))

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

export const nobleSigner: TokenSigner = {
  sign: async (payload, secret) => {
    const input = `${HEADER}.${toBase64Url(encoder.encode(JSON.stringify(payload)))}`
    return `${input}.${toBase64Url(mac(input, secret))}`
  },
  verify: async (token, secret) => {
    try {
      const [header, payload, signature, ...rest] = token.split('.')
      if (!header || !payload || !signature || rest.length > 0) return null
      if (JSON.parse(decoder.decode(fromBase64Url(header))).alg !== 'HS256') return null
      if (!sameBytes(fromBase64Url(signature), mac(`${header}.${payload}`, secret))) return null
      return JSON.parse(decoder.decode(fromBase64Url(payload)))
    } catch {
      return null
    }
  },
}

// @vitest-environment node
import { joseSigner } from './jose-signer'
import { nobleSigner } from './noble-signer'

const payload = { id: 7, sid: 'session-key', fam: 'family', iat: 1_700_000_000, exp: 1_700_000_600 }

describe('HS256 signers', () => {
  it('produce the same token, each verifying the other', async () => {
    const [jose, noble] = await Promise.all([joseSigner.sign(payload, 'k'), nobleSigner.sign(payload, 'k')])
    expect(noble).toBe(jose)
    expect(await joseSigner.verify(noble, 'k')).toEqual(payload)
    expect(await nobleSigner.verify(jose, 'k')).toEqual(payload)
  })

  it.each([
    ['jose', joseSigner],
    ['noble', nobleSigner],
  ] as const)('%s rejects a wrong secret, a changed payload and garbage', async (_, signer) => {
    const token = await signer.sign(payload, 'k')
    const [header, , signature] = token.split('.')
    const forged = `${header}.${btoa(JSON.stringify({ ...payload, id: 1 })).replace(/=+$/, '')}.${signature}`
    expect(await signer.verify(token, 'other')).toBeNull()
    expect(await signer.verify(forged, 'k')).toBeNull()
    expect(await signer.verify('a.b', 'k')).toBeNull()
    expect(await signer.verify('', 'k')).toBeNull()
  })

  it('noble rejects tokens with another algorithm', async () => {
    const none = `${btoa(JSON.stringify({ alg: 'none' }))}.${btoa(JSON.stringify(payload))}.`
    expect(await nobleSigner.verify(none, 'k')).toBeNull()
  })
})

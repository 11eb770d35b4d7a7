// @vitest-environment node
import { FORMER_REPO_SECRETS } from '../test/cases'
import { createTestApp } from '../test/harness'
import { createAppStore } from '../store'
import { createMemoryKv } from '../store/memory-kv'
import { joseSigner } from './jose-signer'
import { MIN_SECRET_LENGTH, nodeSecrets } from './node-settings'

const NODE_SECRETS = { access: 'a'.repeat(MIN_SECRET_LENGTH), refresh: 'r'.repeat(MIN_SECRET_LENGTH) }

/** Both runtimes: the browser's store-kept secrets and the Node server's configured ones. */
let clock = Date.now()
const now = () => clock

const RUNTIMES = [
  ['the browser (secrets in the store)', () => createTestApp({ now })],
  [
    'the Node server (secrets from its environment)',
    () => createTestApp({ now, runtime: 'node', secrets: NODE_SECRETS }),
  ],
] as const

type App = ReturnType<typeof createTestApp>['app']
interface Tokens {
  accessToken: string
  refreshToken: string
}

const post = (app: App, path: string, body: unknown, token?: string) =>
  app.request(path, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: JSON.stringify(body),
  })
const signIn = async (app: App, email = 'admin@demo.com', password = 'admin') =>
  (await (await post(app, '/jwt/login', { email, password })).json()) as Tokens
const refresh = (app: App, refreshToken: string) => post(app, '/jwt/refresh-token', { refreshToken })
const canRead = async (app: App, accessToken: string) =>
  (await app.request('/api/bookmarks/data', { headers: { authorization: `Bearer ${accessToken}` } })).status

describe.each(RUNTIMES)('sessions in %s', (_, make) => {
  beforeEach(() => {
    clock = Date.now()
  })

  it('rotates refresh tokens: each is good once, and a reused one ends its whole family', async () => {
    const { app } = make()
    const first = await signIn(app)
    const second = (await (await refresh(app, first.refreshToken)).json()) as Tokens
    expect(second.refreshToken).not.toBe(first.refreshToken)
    expect(await canRead(app, second.accessToken)).toBe(200)

    // at once, not after a while: a used refresh token is refused (API.md)
    const reused = await refresh(app, first.refreshToken)
    expect(reused.status).toBe(401)
    expect(await reused.json()).toEqual({ error: 'Invalid refresh token' })
    // the reuse revoked what was issued from it: the newer refresh token and its access token
    expect((await refresh(app, second.refreshToken)).status).toBe(401)
    expect(await canRead(app, second.accessToken)).toBe(401)
    // another sign-in is a family of its own and unaffected
    const other = await signIn(app)
    expect((await refresh(app, other.refreshToken)).status).toBe(200)
  })

  it('signs out on the server: the refresh token is refused afterwards', async () => {
    const { app } = make()
    const tokens = await signIn(app)
    const out = await post(app, '/jwt/logout', { refreshToken: tokens.refreshToken })
    expect(out.status).toBe(204)
    expect(await out.text()).toBe('')
    expect((await refresh(app, tokens.refreshToken)).status).toBe(401)
    // and the session's access token stops at once, not 10 minutes later
    expect(await canRead(app, tokens.accessToken)).toBe(401)
    // saying nothing about what it was given
    expect((await post(app, '/jwt/logout', { refreshToken: 'not.a.jwt' })).status).toBe(204)
    expect((await post(app, '/jwt/logout', {})).status).toBe(400)
  })

  it('refuses tokens signed with the secrets once written in the repo', async () => {
    const { app } = make()
    const { accessToken } = await signIn(app)
    const payload = JSON.parse(
      atob(accessToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')),
    ) as object
    const forged = await joseSigner.sign(payload as never, FORMER_REPO_SECRETS.access)
    expect(await canRead(app, forged)).toBe(401)
  })

  it('never reuses an id: a deleted account’s token does not open the account registered after it', async () => {
    const { app, store } = make()
    const register = (email: string) =>
      post(app, '/jwt/register', { email, password: 'long-enough', username: email.split('@')[0] })
    const first = (await (await register('first@demo.com')).json()) as Tokens & { user: { id: number } }
    expect(first.user.id).toBe(3)
    await store.update('accounts', (accounts) => {
      accounts.splice(
        accounts.findIndex((account) => account.id === 3),
        1,
      )
    })
    const second = (await (await register('second@demo.com')).json()) as { user: { id: number } }
    expect(second.user.id).toBe(4)
    expect(await canRead(app, first.accessToken)).toBe(401)
  })

  it('ends every session at a demo reset and hands the caller a new one', async () => {
    const { app } = make()
    const admin = await signIn(app)
    const reset = await post(app, '/api/demo/reset', {}, admin.accessToken)
    expect(reset.status).toBe(200)
    const { session } = (await reset.json()) as { session: Tokens }
    expect(await canRead(app, admin.accessToken)).toBe(401)
    expect((await refresh(app, admin.refreshToken)).status).toBe(401)
    expect(await canRead(app, session.accessToken)).toBe(200)
  })
})

describe('runtime differences', () => {
  it('in the browser any signed-in user may reset the demo; on the Node server only manage-all', async () => {
    const browser = createTestApp().app
    const client = await signIn(browser, 'client@demo.com', 'client')
    expect((await post(browser, '/api/demo/reset', {}, client.accessToken)).status).toBe(200)

    const node = createTestApp({ runtime: 'node', secrets: NODE_SECRETS }).app
    const stranger = await signIn(node, 'client@demo.com', 'client')
    expect((await post(node, '/api/demo/reset', {}, stranger.accessToken)).status).toBe(403)
    const admin = await signIn(node)
    expect((await post(node, '/api/demo/reset', {}, admin.accessToken)).status).toBe(200)
  })

  it('tells the repair report to anyone in the browser; on the Node server only to a manage-all account', async () => {
    const restored = (app: App, token?: string) => post(app, '/api/demo/restored', {}, token)
    expect((await restored(createTestApp().app)).status).toBe(200)

    const node = createTestApp({ runtime: 'node', secrets: NODE_SECRETS }).app
    const anonymous = await restored(node)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ error: 'Unauthorized' })
    const client = await signIn(node, 'client@demo.com', 'client')
    expect((await restored(node, client.accessToken)).status).toBe(403)
    const admin = await signIn(node)
    const report = await restored(node, admin.accessToken)
    expect(report.status).toBe(200)
    expect(await report.json()).toEqual({ restored: [], pruned: [] })
  })

  it('keeps each install’s random secrets in its store, the same across restarts of the worker', async () => {
    const kv = createMemoryKv()
    const before = createTestApp({ store: createAppStore(kv) }).app
    const tokens = await signIn(before)
    const after = createTestApp({ store: createAppStore(kv) }).app
    expect(await canRead(after, tokens.accessToken)).toBe(200)

    const elsewhere = createTestApp().app
    expect(await canRead(elsewhere, tokens.accessToken)).toBe(401)
  })

  it('reads the Node server’s secrets from its environment, its database’s own when unset', () => {
    expect(nodeSecrets({})).toEqual({})

    const set = nodeSecrets({
      JWT_ACCESS_SECRET: NODE_SECRETS.access,
      JWT_REFRESH_SECRET: NODE_SECRETS.refresh,
    })
    expect(set).toEqual({ secrets: NODE_SECRETS })
    expect(() => nodeSecrets({ JWT_ACCESS_SECRET: NODE_SECRETS.access })).toThrow(/both/)
    expect(() =>
      nodeSecrets({ JWT_ACCESS_SECRET: 'short', JWT_REFRESH_SECRET: NODE_SECRETS.refresh }),
    ).toThrow(/at least/)
    expect(() =>
      nodeSecrets({ JWT_ACCESS_SECRET: NODE_SECRETS.access, JWT_REFRESH_SECRET: NODE_SECRETS.access }),
    ).toThrow(/differ/)
  })
})

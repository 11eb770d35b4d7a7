/**
 * The coming-soon page's "Notify me" (backend/routes/launch.ts) as table rows (see cases.ts): no sign-in needed,
 * an address is kept once whatever its case, and a malformed one is refused beside the field.
 */
import { launchApi, notifyMeReplySchema } from '../../contract/launch'
import type { ApiCase } from './cases'
import { post } from './requests'

export const LAUNCH_CASES: ApiCase[] = [
  {
    name: 'notify me: an address is listed, without a sign-in',
    request: () => post(launchApi.notifyMe, { email: '  Ada@Tessera.test ' }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => {
      expect(notifyMeReplySchema.parse(body)).toEqual({ email: 'ada@tessera.test', alreadyListed: false })
    },
  },
  {
    name: 'notify me: the same address again is kept once and says so',
    request: () => post(launchApi.notifyMe, { email: 'ADA@tessera.test' }),
    status: 200,
    check: ({ body }, expect) => {
      expect(body).toEqual({ email: 'ada@tessera.test', alreadyListed: true })
    },
  },
  {
    name: 'notify me: an address that is not one is a 400 on the field',
    request: () => post(launchApi.notifyMe, { email: 'not-an-address' }),
    status: 400,
    check: ({ body }, expect) => {
      expect(body).toEqual({ error: { email: 'Enter a valid email address' } })
    },
  },
  {
    name: 'notify me: no address is a 400',
    request: () => post(launchApi.notifyMe, {}),
    status: 400,
  },
]

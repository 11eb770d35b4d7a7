import { accountRoleSchema, userDataSchema } from '@contract/auth'
import { describe, expect, it } from 'vitest'
import { isUserData, ROLES } from './stored-user'

const valid = {
  id: 1,
  fullName: 'Noor Halvorsen',
  username: 'noor',
  avatar: '/images/avatars/1.png',
  email: 'admin@demo.com',
  role: 'admin',
  ability: [{ action: 'manage', subject: 'all' }],
}

const VALID_SAMPLES: [string, unknown][] = [
  ['the admin', valid],
  [
    'a client with several rules',
    {
      ...valid,
      id: 2,
      role: 'client',
      ability: [
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
      ],
    },
  ],
  ['no rules at all', { ...valid, ability: [] }],
  ['extra fields', { ...valid, extra: 1, ability: [{ action: 'read', subject: 'Auth', inverted: true }] }],
]

const INVALID_SAMPLES: [string, unknown][] = [
  ['null', null],
  ['a string', 'admin'],
  ['an array', [valid]],
  ['ability: [null]', { ...valid, ability: [null] }],
  ['only ability: [null]', { ability: [null] }],
  ['ability not a list', { ...valid, ability: { action: 'manage', subject: 'all' } }],
  ['a rule with an unknown action', { ...valid, ability: [{ action: 'fly', subject: 'all' }] }],
  ['a rule with an unknown subject', { ...valid, ability: [{ action: 'read', subject: 'Moon' }] }],
  ['a rule without a subject', { ...valid, ability: [{ action: 'read' }] }],
  ['a string rule', { ...valid, ability: ['manage all'] }],
  ['no id', { ...valid, id: undefined }],
  ['id zero', { ...valid, id: 0 }],
  ['id a fraction', { ...valid, id: 1.5 }],
  ['id a string', { ...valid, id: '1' }],
  ['an unknown role', { ...valid, role: 'root' }],
  ['no email', { ...valid, email: undefined }],
  ['fullName a number', { ...valid, fullName: 7 }],
  ['no avatar', { ...valid, avatar: null }],
  ['no username', { ...valid, username: undefined }],
]

describe('isUserData agrees with the contract (userDataSchema)', () => {
  it.each(VALID_SAMPLES)('accepts %s', (_, sample) => {
    expect(userDataSchema.safeParse(sample).success).toBe(true)
    expect(isUserData(sample)).toBe(true)
  })

  it.each(INVALID_SAMPLES)('rejects %s', (_, sample) => {
    expect(userDataSchema.safeParse(sample).success).toBe(false)
    expect(isUserData(sample)).toBe(false)
  })

  it('knows the same roles as the contract (actions and subjects come from contract/ability.values.ts)', () => {
    expect(ROLES).toEqual(accountRoleSchema.options)
  })
})

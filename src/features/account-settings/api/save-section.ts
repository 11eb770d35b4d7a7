import { useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  AccountSettings,
  Connections,
  InfoSettings,
  NotificationSettings,
  SocialLinks,
} from '@contract/account'
import { accountCalls } from '@contract/account.calls'
import { apiFetch } from '@/lib/http/client'
import { SETTINGS_KEY } from './get-settings'

/*
 * The tabs that only change the account's settings row: one call each, and each reply is written into the cached
 * settings so the other tabs and a later visit see it without a refetch.
 */
const SAVERS = {
  info: {
    save: (body: InfoSettings) => apiFetch(accountCalls.saveInfo, { body }),
    merge: (old: AccountSettings, info: InfoSettings) => ({ ...old, info }),
  },
  social: {
    save: async (socialLinks: SocialLinks) =>
      (await apiFetch(accountCalls.saveSocial, { body: { socialLinks } })).socialLinks,
    merge: (old: AccountSettings, socialLinks: SocialLinks) => ({
      ...old,
      social: { ...old.social, socialLinks },
    }),
  },
  connections: {
    save: async (connections: Connections) =>
      (await apiFetch(accountCalls.saveConnections, { body: { connections } })).connections,
    merge: (old: AccountSettings, connections: Connections) => ({
      ...old,
      social: { ...old.social, connections },
    }),
  },
  notification: {
    save: (body: NotificationSettings) => apiFetch(accountCalls.saveNotifications, { body }),
    merge: (old: AccountSettings, notification: NotificationSettings) => ({ ...old, notification }),
  },
}
type Savers = typeof SAVERS
export type Section = keyof Savers
type ValueOf<S extends Section> = Parameters<Savers[S]['save']>[0]

export function useSaveSection<S extends Section>(section: S) {
  const queryClient = useQueryClient()
  const saver = SAVERS[section] as unknown as {
    save: (value: ValueOf<S>) => Promise<ValueOf<S>>
    merge: (old: AccountSettings, value: ValueOf<S>) => AccountSettings
  }
  return useMutation({
    mutationKey: ['account', 'save', section],
    mutationFn: saver.save,
    onSuccess: (saved) =>
      queryClient.setQueryData<AccountSettings>(SETTINGS_KEY, (old) => old && saver.merge(old, saved)),
  })
}

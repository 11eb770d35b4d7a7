import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import {
  USER_NOTIFICATION_CHANNELS,
  USER_NOTIFICATION_DEFAULTS,
  USER_NOTIFICATION_EVENTS,
  userNotificationsSchema,
  type User,
  type UserNotifications,
} from '@contract/users'
import { Checkbox } from '@/components/ui/checkbox'
import { UserEditCard } from './user-edit-card'

const schema = z.object({ notifications: userNotificationsSchema })

/** Which events reach the person by which channel: a grid of checkboxes, saved through update-user. */
export function UserNotificationsTab({ user }: { user: User }) {
  const { t } = useTranslation('users')
  const saved: UserNotifications = {
    ...(Object.fromEntries(
      Object.entries(USER_NOTIFICATION_DEFAULTS).map(([event, channels]) => [event, [...channels]]),
    ) as UserNotifications),
    ...user.notifications,
  }
  return (
    <UserEditCard
      userId={user.id}
      title={t('notifications.title')}
      schema={schema}
      saved={{ notifications: saved }}
    >
      {(form) => (
        <div className="overflow-x-auto md:col-span-2">
          <table className="w-full text-sm">
            <caption className="mb-3 text-start text-muted-foreground">
              {t('notifications.description')}
            </caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-2 text-start font-medium">
                  {t('notifications.type')}
                </th>
                {USER_NOTIFICATION_CHANNELS.map((channel) => (
                  <th key={channel} scope="col" className="px-3 py-2 text-center font-medium">
                    {t(`notifications.channel.${channel}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {USER_NOTIFICATION_EVENTS.map((event) => (
                <tr key={event} className="border-b last:border-0">
                  <th scope="row" className="py-3 text-start font-normal">
                    {t(`notifications.event.${event}`)}
                  </th>
                  {USER_NOTIFICATION_CHANNELS.map((channel) => (
                    <td key={channel} className="px-3 py-3 text-center">
                      <Controller
                        control={form.control}
                        name={`notifications.${event}`}
                        render={({ field }) => (
                          <Checkbox
                            aria-label={`${t(`notifications.channel.${channel}`)}: ${t(`notifications.event.${event}`)}`}
                            checked={field.value.includes(channel)}
                            onCheckedChange={(checked) =>
                              field.onChange(
                                USER_NOTIFICATION_CHANNELS.filter((c) =>
                                  c === channel ? checked : field.value.includes(c),
                                ),
                              )
                            }
                          />
                        )}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </UserEditCard>
  )
}

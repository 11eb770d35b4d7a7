import { Link } from '@tanstack/react-router'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { USER_CONNECTED_APPS, USER_SOCIAL_LINKS, userSettingsSchema, type User } from '@contract/users'
import { BreakableText } from '@/components/breakable-text'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Switch } from '@/components/ui/switch'
import { UserEditCard } from './user-edit-card'

const schema = userSettingsSchema.pick({ connections: true })

/** The outside apps the person has connected (switches saved through update-user) and their social links. */
export function UserConnectionsTab({ user }: { user: User }) {
  const { t } = useTranslation('users')
  return (
    <div className="flex flex-col gap-6">
      <UserEditCard
        userId={user.id}
        title={t('connections.appsTitle')}
        schema={schema}
        saved={{ connections: user.connections ?? [] }}
      >
        {(form) => (
          <Controller
            control={form.control}
            name="connections"
            render={({ field }) => (
              <ul className="flex flex-col gap-4 md:col-span-2">
                {USER_CONNECTED_APPS.map((app) => (
                  <li key={app}>
                    <FormField
                      label={t(`connections.app.${app}`)}
                      hint={t(`connections.about.${app}`)}
                      inline
                    >
                      <Switch
                        checked={field.value.includes(app)}
                        onCheckedChange={(on) =>
                          field.onChange(
                            USER_CONNECTED_APPS.filter((a) => (a === app ? on : field.value.includes(a))),
                          )
                        }
                      />
                    </FormField>
                  </li>
                ))}
              </ul>
            )}
          />
        )}
      </UserEditCard>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle asChild>
            <h2>{t('connections.socialTitle')}</h2>
          </CardTitle>
          <Button asChild variant="outline" color="neutral" size="sm">
            <Link to="/apps/user/edit/$id" params={{ id: String(user.id) }} search={{ tab: 'social' }}>
              {t('connections.editSocial')}
            </Link>
          </Button>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {USER_SOCIAL_LINKS.map((name) => (
              <div key={name} className="contents">
                <dt className="font-medium">{t(`edit.social.${name}`)}</dt>
                <dd dir="auto" className="min-w-0 text-start text-muted-foreground">
                  {user[name] ? <BreakableText text={user[name]} /> : t('connections.notConnected')}
                </dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  )
}

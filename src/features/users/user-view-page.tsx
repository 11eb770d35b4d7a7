import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { User } from '@contract/users'
import { BreakableText } from '@/components/breakable-text'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { isApiError } from '@/lib/http/client'
import { useUpdateUser } from './api/update-user'
import { useUser } from './api/get-user'
import { ActivityTimeline } from './components/activity-timeline'
import { PermissionsTable } from './components/permissions-table'
import { PlanCard } from './components/plan-card'
import { UserInvoiceStats } from './components/user-invoice-stats'
import { UserInvoices } from './components/user-invoices'
import { ROLE_LOOK, STATUS_COLOR } from './user-display'

/** One user: who they are, their details, and Suspend / Activate, which saves at once. */
export function UserViewPage({ id }: { id: number }) {
  const { t } = useTranslation('users')
  const valid = Number.isSafeInteger(id) && id > 0
  const reply = useUser(valid ? id : 0, valid)
  if (!valid) return <UserNotFound id={id} />
  if (reply.isPending) return <Skeleton className="h-96 rounded-xl" />
  if (reply.isError) {
    if (isApiError(reply.error) && reply.error.status === 404) return <UserNotFound id={id} />
    return (
      <Card className="mx-auto max-w-lg">
        <CardHeader>
          <CardTitle asChild>
            <h1>{t('view.loadFailed')}</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="text-muted-foreground">{reply.error.message}</p>
          <Button asChild className="self-start">
            <Link to="/apps/user/list">{t('view.backToList')}</Link>
          </Button>
        </CardContent>
      </Card>
    )
  }
  return <UserInfoCard user={reply.data.user} />
}

export function UserNotFound({ id }: { id: number }) {
  const { t } = useTranslation('users')
  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader>
        <CardTitle asChild>
          <h1>{t('view.notFound')}</h1>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-muted-foreground">{t('view.notFoundBody', { id: String(id) })}</p>
        <Button asChild className="self-start">
          <Link to="/apps/user/list">{t('view.backToList')}</Link>
        </Button>
      </CardContent>
    </Card>
  )
}

function UserInfoCard({ user }: { user: User }) {
  const { t } = useTranslation('users')
  const update = useUpdateUser()
  const RoleIcon = ROLE_LOOK[user.role].icon
  const suspended = user.status === 'inactive'
  const toggle = () =>
    update.mutate(
      { id: user.id, status: suspended ? 'active' : 'inactive' },
      {
        onSuccess: ({ user: saved }) =>
          toast.success(
            t(saved.status === 'inactive' ? 'toast.suspended' : 'toast.activated', { name: saved.fullName }),
          ),
        onError: (error) => toast.error(t('toast.failed'), { description: error.message }),
      },
    )
  const details: [string, string][] = [
    [t('form.username'), `@${user.username}`],
    [t('form.email'), user.email],
    [t('form.company'), user.company || '—'],
    [t('form.country'), user.country || '—'],
    [t('form.contact'), user.contact || '—'],
    [t('form.currentPlan'), t(`plan.${user.currentPlan}`)],
  ]
  return (
    <div className="grid gap-6 xl:grid-cols-[22rem_1fr]">
      <h1 className="sr-only">{user.fullName}</h1>
      <div className="flex flex-col gap-6">
        <Card>
          <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
            <Avatar
              name={user.fullName}
              src={user.avatar || undefined}
              size="xl"
              color={ROLE_LOOK[user.role].color}
            />
            <p className="text-xl font-semibold">{user.fullName}</p>
            <div className="flex items-center gap-2">
              <Badge color={ROLE_LOOK[user.role].color}>
                <RoleIcon aria-hidden /> {t(`role.${user.role}`)}
              </Badge>
              <Badge color={STATUS_COLOR[user.status]} pill>
                {t(`status.${user.status}`)}
              </Badge>
            </div>
          </CardContent>
          <CardContent className="flex justify-center pt-0">
            <UserInvoiceStats email={user.email} />
          </CardContent>
          <CardContent>
            <h2 className="mb-3 border-b pb-2 font-semibold">{t('view.details')}</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {details.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium">{label}</dt>
                  <dd dir="auto" className="min-w-0 text-start break-words text-muted-foreground">
                    <BreakableText text={value} />
                  </dd>
                </div>
              ))}
            </dl>
          </CardContent>
          <CardContent className="flex justify-center gap-3 pb-6">
            <Button asChild>
              <Link to="/apps/user/edit/$id" params={{ id: String(user.id) }}>
                {t('view.edit')}
              </Link>
            </Button>
            <Button
              variant="outline"
              color={suspended ? 'success' : 'danger'}
              loading={update.isPending}
              onClick={toggle}
            >
              {suspended ? t('view.activate') : t('view.suspend')}
            </Button>
          </CardContent>
        </Card>
        <PlanCard user={user} />
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <UserInvoices email={user.email} />
        <ActivityTimeline user={user} />
        <PermissionsTable role={user.role} />
      </div>
    </div>
  )
}

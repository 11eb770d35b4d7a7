import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { User } from '@contract/users'
import { BreakableText } from '@/components/breakable-text'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { toast } from '@/components/ui/toast'
import { isApiError } from '@/lib/http/client'
import { useUrlState } from '@/lib/url-state'
import { useUpdateUser } from './api/update-user'
import { useUser } from './api/get-user'
import { ActivityTimeline } from './components/activity-timeline'
import { PermissionsTable } from './components/permissions-table'
import { PlanCard } from './components/plan-card'
import { UserAccountForm } from './components/user-account-form'
import { UserBillingAddress, UserCards } from './components/user-billing'
import { UserConnectionsTab } from './components/user-connections'
import { UserNotificationsTab } from './components/user-notifications'
import { UserSecurityTab } from './components/user-security'
import { UserInvoiceStats } from './components/user-invoice-stats'
import { UserInvoices } from './components/user-invoices'
import { ROLE_LOOK, STATUS_COLOR } from './user-display'
import { translateServerMessage } from './user-form'
import { USER_VIEW_TABS, userViewFields, type UserViewTab } from './view-search'

/** One user: who they are and their details beside five tabs (in the address); Edit in a dialog, Suspend. */
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
  const [{ tab }, setSearch] = useUrlState(userViewFields)
  const RoleIcon = ROLE_LOOK[user.role].icon
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
          <CardContent className="flex flex-wrap justify-center gap-3 pb-6">
            <EditUserDialog user={user} />
            <SuspendButton user={user} />
          </CardContent>
        </Card>
      </div>
      <Tabs value={tab} onValueChange={(next) => setSearch({ tab: next as UserViewTab })} className="min-w-0">
        <TabsList aria-label={t('view.tabsLabel')} className="max-w-full flex-wrap">
          {USER_VIEW_TABS.map((name) => (
            <TabsTrigger key={name} value={name}>
              {t(`view.tabs.${name}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview" className="flex flex-col gap-6">
          <ActivityTimeline user={user} />
          <PermissionsTable role={user.role} />
        </TabsContent>
        <TabsContent value="security">
          <UserSecurityTab user={user} />
        </TabsContent>
        <TabsContent value="billing" className="flex flex-col gap-6">
          <PlanCard user={user} />
          <UserCards user={user} />
          <UserBillingAddress user={user} />
          <UserInvoices email={user.email} />
        </TabsContent>
        <TabsContent value="notifications">
          <UserNotificationsTab user={user} />
        </TabsContent>
        <TabsContent value="connections">
          <UserConnectionsTab user={user} />
        </TabsContent>
      </Tabs>
    </div>
  )
}

/** Edit: the edit page's Account form in a dialog; the edit page itself has the other fields. */
function EditUserDialog({ user }: { user: User }) {
  const { t } = useTranslation('users')
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>{t('view.edit')}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('sheet.close')} className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('view.editTitle', { name: user.fullName })}</DialogTitle>
          <DialogDescription>
            {t('view.editDescription')}{' '}
            <Link
              to="/apps/user/edit/$id"
              params={{ id: String(user.id) }}
              className="font-medium text-primary-ink underline"
            >
              {t('view.editPage')}
            </Link>
          </DialogDescription>
        </DialogHeader>
        <UserAccountForm user={user} plain onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  )
}

/** Suspend asks first (the person can no longer sign in); Activate saves at once. */
function SuspendButton({ user }: { user: User }) {
  const { t } = useTranslation('users')
  const update = useUpdateUser()
  const [asking, setAsking] = useState(false)
  const suspended = user.status === 'inactive'
  const setStatus = (status: 'active' | 'inactive') =>
    update.mutate(
      { id: user.id, status },
      {
        onSuccess: ({ user: saved }) => {
          setAsking(false)
          toast.success(
            t(saved.status === 'inactive' ? 'toast.suspended' : 'toast.activated', { name: saved.fullName }),
          )
        },
        onError: (error) => {
          setAsking(false)
          toast.error(t('toast.failed'), { description: translateServerMessage(t, error.message) })
        },
      },
    )
  return (
    <>
      <Button
        variant="outline"
        color={suspended ? 'success' : 'danger'}
        loading={suspended && update.isPending}
        onClick={() => (suspended ? setStatus('active') : setAsking(true))}
      >
        {suspended ? t('view.activate') : t('view.suspend')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('view.suspendTitle', { name: user.fullName })}
        description={t(user.accountId === undefined ? 'view.suspendBody' : 'view.suspendBodyAccount')}
        cancelLabel={t('sheet.cancel')}
        confirmLabel={t('view.suspendConfirm')}
        confirming={update.isPending}
        onConfirm={() => setStatus('inactive')}
      />
    </>
  )
}

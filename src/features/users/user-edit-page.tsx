import { Link } from '@tanstack/react-router'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  USER_CONTACT_OPTIONS,
  USER_GENDERS,
  USER_SOCIAL_LINKS,
  userProfileSchema,
  type User,
} from '@contract/users'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { isApiError } from '@/lib/http/client'
import { useUrlState } from '@/lib/url-state'
import { useUser } from './api/get-user'
import { PermissionsTable } from './components/permissions-table'
import { UserAccountForm } from './components/user-account-form'
import { UserEditCard } from './components/user-edit-card'
import { userEditFields, USER_EDIT_TABS, type UserEditTab } from './edit-search'
import { UserNotFound } from './user-view-page'

const informationSchema = userProfileSchema.pick({
  birthDate: true,
  phone: true,
  website: true,
  languages: true,
  gender: true,
  contactOptions: true,
  address: true,
})
const socialSchema = userProfileSchema.pick({
  twitter: true,
  facebook: true,
  instagram: true,
  github: true,
  linkedin: true,
  dribbble: true,
})

/** `/apps/user/edit/:id`: Account, Information and Social, each saving on its own; the open tab is in the URL. */
export function UserEditPage({ id }: { id: number }) {
  const { t } = useTranslation('users')
  const [{ tab }, setSearch] = useUrlState(userEditFields)
  const valid = id > 0
  const reply = useUser(valid ? id : 0, valid)
  if (!valid || (reply.isError && isApiError(reply.error) && reply.error.status === 404))
    return <UserNotFound id={id} />
  if (reply.isPending) return <Skeleton className="h-96 rounded-xl" />
  if (reply.isError) return <p role="alert">{reply.error.message}</p>
  const user = reply.data.user
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('edit.title', { name: user.fullName })}</h1>
        <Button asChild variant="outline" color="neutral">
          <Link to="/apps/user/view/$id" params={{ id: String(user.id) }}>
            {t('edit.backToView')}
          </Link>
        </Button>
      </header>
      <Tabs value={tab} onValueChange={(next) => setSearch({ tab: next as UserEditTab })}>
        <TabsList aria-label={t('edit.tabsLabel')}>
          {USER_EDIT_TABS.map((name) => (
            <TabsTrigger key={name} value={name}>
              {t(`edit.tabs.${name}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="account" className="flex flex-col gap-6">
          <UserAccountForm user={user} />
          <PermissionsTable role={user.role} />
        </TabsContent>
        <TabsContent value="information">
          <InformationTab user={user} />
        </TabsContent>
        <TabsContent value="social">
          <SocialTab user={user} />
        </TabsContent>
      </Tabs>
    </div>
  )
}

function InformationTab({ user }: { user: User }) {
  const { t } = useTranslation('users')
  const saved = {
    birthDate: user.birthDate ?? '',
    phone: user.phone ?? '',
    website: user.website ?? '',
    languages: user.languages ?? '',
    gender: user.gender ?? '',
    contactOptions: user.contactOptions ?? [],
    address: user.address ?? '',
  }
  return (
    <UserEditCard
      userId={user.id}
      title={t('edit.tabs.information')}
      schema={informationSchema}
      saved={saved}
    >
      {(form, errorOf) => (
        <>
          <FormField label={t('edit.birthDate')} error={errorOf('birthDate')}>
            <Input type="date" {...form.register('birthDate')} />
          </FormField>
          <FormField label={t('edit.phone')} error={errorOf('phone')}>
            <Input type="tel" dir="ltr" autoComplete="off" {...form.register('phone')} />
          </FormField>
          <FormField label={t('edit.website')} error={errorOf('website')}>
            <Input type="url" dir="ltr" placeholder="https://" {...form.register('website')} />
          </FormField>
          <FormField label={t('edit.languages')} error={errorOf('languages')}>
            <Input autoComplete="off" {...form.register('languages')} />
          </FormField>
          <FormField label={t('edit.gender')} error={errorOf('gender')}>
            {(control) => (
              <Controller
                control={form.control}
                name="gender"
                render={({ field }) => (
                  <Select
                    value={field.value || 'none'}
                    onValueChange={(v) => field.onChange(v === 'none' ? '' : v)}
                  >
                    <SelectTrigger {...control}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {USER_GENDERS.map((value) => (
                        <SelectItem key={value || 'none'} value={value || 'none'}>
                          {t(`edit.genders.${value || 'none'}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
          <FormField label={t('edit.address')} error={errorOf('address')}>
            <Input autoComplete="off" {...form.register('address')} />
          </FormField>
          <Controller
            control={form.control}
            name="contactOptions"
            render={({ field }) => (
              <fieldset className="flex flex-col gap-2 md:col-span-2">
                <legend className="mb-2 text-sm font-medium">{t('edit.contactOptions')}</legend>
                <div className="flex flex-wrap gap-4">
                  {USER_CONTACT_OPTIONS.map((option) => (
                    <Label key={option} className="flex min-h-6 items-center gap-2 font-normal">
                      <Checkbox
                        checked={field.value.includes(option)}
                        onCheckedChange={(checked) =>
                          field.onChange(
                            checked
                              ? USER_CONTACT_OPTIONS.filter((o) => o === option || field.value.includes(o))
                              : field.value.filter((o) => o !== option),
                          )
                        }
                      />
                      {t(`edit.contact.${option}`)}
                    </Label>
                  ))}
                </div>
              </fieldset>
            )}
          />
        </>
      )}
    </UserEditCard>
  )
}

function SocialTab({ user }: { user: User }) {
  const { t } = useTranslation('users')
  const saved = Object.fromEntries(USER_SOCIAL_LINKS.map((name) => [name, user[name] ?? ''])) as Record<
    (typeof USER_SOCIAL_LINKS)[number],
    string
  >
  return (
    <UserEditCard userId={user.id} title={t('edit.tabs.social')} schema={socialSchema} saved={saved}>
      {(form, errorOf) =>
        USER_SOCIAL_LINKS.map((name) => (
          <FormField key={name} label={t(`edit.social.${name}`)} error={errorOf(name)}>
            <Input type="url" dir="ltr" placeholder="https://" {...form.register(name)} />
          </FormField>
        ))
      }
    </UserEditCard>
  )
}

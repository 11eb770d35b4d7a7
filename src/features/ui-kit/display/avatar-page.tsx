import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Avatar, AvatarGroup, type AvatarStatus } from '@/components/ui/avatar'
import { themeColors } from '@/components/ui/theme-color'
import { DemoCard } from '../components/demo-card'

const PEOPLE = [
  'Maren Olsson',
  'Tariq Haddad',
  'Lucía Ferrer',
  'Kenji Mori',
  'Amara Osei',
  'Piet de Vries',
  'Zofia Nowak',
]
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const
const STATUSES: AvatarStatus[] = ['online', 'away', 'busy', 'offline']

/** The app's avatar: initials in theme colours, pictures, sizes, shapes, a status dot and overlapping groups. */
export function AvatarPage() {
  const { t } = useTranslation(['uiDisplay', 'common'])
  const shown = PEOPLE.slice(0, 4)
  const more = PEOPLE.length - shown.length
  return (
    <div>
      <PageHeader title={t('avatar.title')} intro={t('avatar.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('avatar.initials')}
          description={t('avatar.initialsHint')}
          code={`<Avatar name="Maren Olsson" color="success" />`}
          contentClassName="flex flex-wrap gap-3"
        >
          {themeColors.map((color, index) => (
            <Avatar key={color} name={PEOPLE[index]} color={color} />
          ))}
        </DemoCard>
        <DemoCard
          title={t('avatar.fallback')}
          description={t('avatar.fallbackHint')}
          code={`<Avatar name="Kenji Mori" src={user.photoUrl} size="lg" />`}
          contentClassName="flex flex-wrap items-center gap-3"
        >
          <Avatar name={PEOPLE[3]} src="/images/avatars/not-uploaded-yet.png" size="lg" color="secondary" />
          <Avatar name={PEOPLE[4]} src="/images/avatars/not-uploaded-yet.png" size="lg" shape="rounded" />
        </DemoCard>
        <DemoCard
          title={t('avatar.sizes')}
          code={`<Avatar name="Lucía Ferrer" size="xl" shape="rounded" />`}
          contentClassName="flex flex-wrap items-end gap-3"
        >
          {SIZES.map((size) => (
            <Avatar key={size} name={PEOPLE[2]} size={size} color="info" />
          ))}
          {SIZES.map((size) => (
            <Avatar key={`r-${size}`} name={PEOPLE[3]} size={size} shape="rounded" color="warning" />
          ))}
        </DemoCard>
        <DemoCard
          title={t('avatar.status')}
          description={t('avatar.statusHint')}
          code={`<Avatar name="Amara Osei" status="online" statusLabel={t('online')} />`}
          contentClassName="flex flex-wrap gap-4"
        >
          {STATUSES.map((status, index) => (
            <Avatar
              key={status}
              name={PEOPLE[index]}
              size="lg"
              status={status}
              statusLabel={t(`common:presence.${status}`)}
            />
          ))}
        </DemoCard>
        <DemoCard
          title={t('avatar.group')}
          description={t('avatar.groupHint')}
          code={`<AvatarGroup>\n  <Avatar name="Maren Olsson" />\n  …\n</AvatarGroup>`}
        >
          <div className="flex items-center gap-3">
            <AvatarGroup role="group" aria-label={t('avatar.team')}>
              {shown.map((name, index) => (
                <Avatar key={name} name={name} color={themeColors[index]} />
              ))}
              <span
                role="img"
                aria-label={t('avatar.more', { count: more })}
                dir="ltr"
                className="inline-flex size-10 items-center justify-center bg-muted text-sm font-semibold"
              >
                +{more}
              </span>
            </AvatarGroup>
          </div>
        </DemoCard>
      </div>
    </div>
  )
}

import { useTranslation } from 'react-i18next'
import type { ProfileData } from '@contract/profile'
import { TileArt } from '@/components/tile-art'
import { Avatar } from '@/components/ui/avatar'
import { Card } from '@/components/ui/card'

/** Cover, picture, name and designation. */
export function ProfileHeader({ header }: { header: ProfileData['header'] }) {
  const { t } = useTranslation('profile')
  return (
    <Card className="overflow-hidden">
      <TileArt art={{ ...header.cover, alt: undefined }} className="h-40 w-full sm:h-56" />
      <div className="flex flex-wrap items-end gap-4 px-6 pb-5">
        <Avatar
          name={header.fullName}
          src={header.avatar || undefined}
          size="xl"
          shape="rounded"
          className="-mt-8 size-24 border-4 border-card text-2xl"
        />
        <div className="flex flex-col">
          <h1 className="user-text text-2xl font-semibold">{header.fullName}</h1>
          <p className="user-text text-muted-foreground">{header.designation || t('noDesignation')}</p>
        </div>
      </div>
    </Card>
  )
}

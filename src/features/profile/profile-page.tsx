import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useProfile } from './api/get-profile'
import { PollCard } from './components/poll-card'
import { ProfileFeed } from './components/profile-feed'
import { ProfileHeader } from './components/profile-header'
import { AboutCard, PeopleCard, PhotosCard } from './components/side-cards'

/** The signed-in user's profile: header, then a feed between about and side cards; tabs for about and photos. */
export function ProfilePage() {
  const { t } = useTranslation('profile')
  const profile = useProfile()
  if (profile.isPending) return <Skeleton className="h-[32rem] w-full" />
  if (profile.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t('loadFailed')}</p>
        <Button variant="outline" onClick={() => void profile.refetch()}>
          {t('retry')}
        </Button>
      </div>
    )
  const data = profile.data
  return (
    <div className="flex flex-col gap-6">
      <ProfileHeader header={data.header} />
      <Tabs defaultValue="feed">
        <TabsList aria-label={t('sections')} className="self-start">
          <TabsTrigger value="feed">{t('tabs.feed')}</TabsTrigger>
          <TabsTrigger value="about">{t('tabs.about')}</TabsTrigger>
          <TabsTrigger value="photos">{t('tabs.photos')}</TabsTrigger>
        </TabsList>
        <TabsContent value="feed">
          <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)_18rem]">
            <div className="flex flex-col gap-6">
              <AboutCard about={data.userAbout} />
              <PeopleCard title={t('suggestedPages')} people={data.suggestedPages} />
            </div>
            <ProfileFeed />
            <div className="flex flex-col gap-6">
              <PhotosCard photos={data.latestPhotos} />
              <PeopleCard title={t('suggestions')} people={data.suggestions} />
              <PollCard poll={data.poll} />
            </div>
          </div>
        </TabsContent>
        <TabsContent value="about" className="max-w-2xl">
          <AboutCard about={data.userAbout} />
        </TabsContent>
        <TabsContent value="photos">
          <PhotosCard photos={data.latestPhotos} />
        </TabsContent>
      </Tabs>
    </div>
  )
}

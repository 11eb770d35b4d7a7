import Calendar from 'lucide-react/icons/calendar'
import Globe from 'lucide-react/icons/globe'
import Mail from 'lucide-react/icons/mail'
import MapPin from 'lucide-react/icons/map-pin'
import { useTranslation } from 'react-i18next'
import type { Person, ProfileData, TileArt as TileArtData } from '@contract/profile'
import { TileArt } from '@/components/tile-art'
import { Avatar } from '@/components/ui/avatar'
import { BreakableText } from '@/components/breakable-text'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { dateTimeFormat } from '@/lib/intl'

export function AboutCard({ about }: { about: ProfileData['userAbout'] }) {
  const { t, i18n } = useTranslation('profile')
  const joined = dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(about.joined),
  )
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('about')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="user-text">{about.about || t('noBio')}</p>
        <dl className="flex flex-col gap-2 text-sm">
          <Row icon={<Calendar aria-hidden="true" className="size-4" />} term={t('joined')} value={joined} />
          <Row
            icon={<MapPin aria-hidden="true" className="size-4" />}
            term={t('lives')}
            value={about.lives}
          />
          <Row
            icon={<Mail aria-hidden="true" className="size-4" />}
            term={t('email')}
            value={<BreakableText text={about.email} />}
          />
          {about.website && (
            <Row
              icon={<Globe aria-hidden="true" className="size-4" />}
              term={t('website')}
              value={
                <a
                  href={about.website}
                  className="text-primary-ink hover:underline"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <BreakableText text={about.website} />
                </a>
              }
            />
          )}
        </dl>
      </CardContent>
    </Card>
  )
}

function Row({ icon, term, value }: { icon: React.ReactNode; term: string; value: React.ReactNode }) {
  return (
    // the term never wraps ("E- / mail:"); the value wraps at its natural points (BreakableText)
    <div className="flex items-start gap-2">
      <dt className="flex shrink-0 items-center gap-2 font-medium whitespace-nowrap">
        <span className="text-muted-foreground">{icon}</span>
        {term}:
      </dt>
      <dd className="user-text min-w-0 break-words">{value}</dd>
    </div>
  )
}

export function PeopleCard({ title, people }: { title: string; people: Person[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {people.map((person) => (
            <li key={person.id} className="flex items-center gap-3">
              <Avatar
                name={person.name}
                src={person.avatar || undefined}
                size="sm"
                aria-hidden="true"
                role={undefined}
              />
              <div className="flex flex-col">
                <span className="user-text font-medium">{person.name}</span>
                <span className="user-text text-sm text-muted-foreground">{person.note}</span>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}

export function PhotosCard({ photos }: { photos: TileArtData[] }) {
  const { t } = useTranslation('profile')
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('photos')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-3 gap-2">
          {photos.map((photo) => (
            <li key={photo.alt}>
              <TileArt art={photo} className="aspect-square w-full rounded-md" />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}

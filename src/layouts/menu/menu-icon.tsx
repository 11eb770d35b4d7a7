import Circle from 'lucide-react/icons/circle'
import { PageIcon } from '@/layouts/page-icons/page-icon'

/** A menu item's icon by name (its page's, or the group's), or the small dot of a child that has none. */
export function MenuIcon({ name, className }: { name: string | undefined; className?: string }) {
  if (name === undefined) return <Circle aria-hidden="true" className={className} />
  return <PageIcon name={name} className={className} />
}

import { Link } from '@tanstack/react-router'
import type { User } from '@contract/users'
import { Avatar } from '@/components/ui/avatar'
import { ROLE_LOOK } from '../user-display'

/** Avatar, the name linking to the user's page, and @username. */
export function UserCell({ user }: { user: User }) {
  return (
    <div className="flex items-center gap-3">
      <span aria-hidden>
        <Avatar
          name={user.fullName}
          src={user.avatar || undefined}
          size="sm"
          color={ROLE_LOOK[user.role].color}
        />
      </span>
      <span className="flex min-w-0 flex-col">
        <Link
          to="/apps/user/view/$id"
          params={{ id: String(user.id) }}
          className="user-text font-medium text-foreground hover:text-primary-ink hover:underline"
        >
          {user.fullName}
        </Link>
        <span className="user-text text-xs text-muted-foreground">@{user.username}</span>
      </span>
    </div>
  )
}

import { LanguageDropdown } from './language-dropdown'
import { NotificationsDropdown } from './notifications-dropdown'
import { UserDropdown } from './user-dropdown'

/** The navbar's dropdowns, one lazy chunk loaded right after the first paint (see navbar.tsx). */
export function NavbarMenus() {
  return (
    <>
      <LanguageDropdown />
      <NotificationsDropdown />
      <UserDropdown />
    </>
  )
}

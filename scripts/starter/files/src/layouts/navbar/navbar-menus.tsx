import { LanguageDropdown } from './language-dropdown'
import { UserDropdown } from './user-dropdown'

/**
 * The navbar's dropdowns, one lazy chunk loaded right after the first paint (see navbar.tsx). The starter kit's
 * version: Tessera's own adds the cart and the notifications, which show demo data.
 */
export function NavbarMenus() {
  return (
    <>
      <LanguageDropdown />
      <UserDropdown />
    </>
  )
}

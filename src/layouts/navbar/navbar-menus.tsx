import { useCan } from '@/lib/ability'
import { CartDropdown } from './cart/cart-dropdown'
import { LanguageDropdown } from './language-dropdown'
import { NotificationsDropdown } from './notifications-dropdown'
import { UserDropdown } from './user-dropdown'

/** The navbar's dropdowns, one lazy chunk loaded right after the first paint (see navbar.tsx). */
export function NavbarMenus() {
  const can = useCan()
  return (
    <>
      <LanguageDropdown />
      {can({ action: 'read', subject: 'Ecommerce' }) && <CartDropdown />}
      <NotificationsDropdown />
      <UserDropdown />
    </>
  )
}

import type { LucideIcon } from 'lucide-react'
import CircleHelp from 'lucide-react/icons/circle-question-mark'
import CreditCard from 'lucide-react/icons/credit-card'
import Package from 'lucide-react/icons/package'
import Plug from 'lucide-react/icons/plug'
import Receipt from 'lucide-react/icons/receipt'
import Rocket from 'lucide-react/icons/rocket'
import RotateCcw from 'lucide-react/icons/rotate-ccw'
import Settings from 'lucide-react/icons/settings'
import ShieldCheck from 'lucide-react/icons/shield-check'
import Truck from 'lucide-react/icons/truck'
import Wrench from 'lucide-react/icons/wrench'

/** The icon names the FAQ and knowledge-base data use; an unknown name gets a question mark. */
const ICONS: Record<string, LucideIcon> = {
  'credit-card': CreditCard,
  truck: Truck,
  'rotate-ccw': RotateCcw,
  package: Package,
  settings: Settings,
  rocket: Rocket,
  'shield-check': ShieldCheck,
  receipt: Receipt,
  plug: Plug,
  wrench: Wrench,
}

export function HelpIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? CircleHelp
  return <Icon aria-hidden="true" className={className} />
}

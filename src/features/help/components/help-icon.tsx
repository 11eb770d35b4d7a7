import {
  CircleHelp,
  CreditCard,
  Package,
  Plug,
  Receipt,
  Rocket,
  RotateCcw,
  Settings,
  ShieldCheck,
  Truck,
  Wrench,
  type LucideIcon,
} from 'lucide-react'

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

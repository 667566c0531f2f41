import { UtensilsCrossed, type LucideIcon } from 'lucide-react'

export default UtensilsCrossed satisfies LucideIcon

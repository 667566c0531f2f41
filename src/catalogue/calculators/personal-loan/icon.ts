import { HandCoins, type LucideIcon } from 'lucide-react'

export default HandCoins satisfies LucideIcon

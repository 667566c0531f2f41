import { BanknoteArrowUp, type LucideIcon } from 'lucide-react'

export default BanknoteArrowUp satisfies LucideIcon

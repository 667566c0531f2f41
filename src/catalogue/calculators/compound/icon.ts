import { PiggyBank, type LucideIcon } from 'lucide-react'

export default PiggyBank satisfies LucideIcon

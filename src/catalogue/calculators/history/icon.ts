import { History, type LucideIcon } from 'lucide-react'

export default History satisfies LucideIcon

import { Timer, type LucideIcon } from 'lucide-react'

export default Timer satisfies LucideIcon

import { Target, type LucideIcon } from 'lucide-react'

export default Target satisfies LucideIcon

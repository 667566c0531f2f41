import { BarChart3, type LucideIcon } from 'lucide-react'

export default BarChart3 satisfies LucideIcon

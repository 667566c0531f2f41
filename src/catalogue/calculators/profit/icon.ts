import { TrendingUp, type LucideIcon } from 'lucide-react'

export default TrendingUp satisfies LucideIcon

import { TrendingDown, type LucideIcon } from 'lucide-react'

export default TrendingDown satisfies LucideIcon

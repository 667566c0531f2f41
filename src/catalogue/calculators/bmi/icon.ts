import { Scale, type LucideIcon } from 'lucide-react'

export default Scale satisfies LucideIcon

import { House, type LucideIcon } from 'lucide-react'

export default House satisfies LucideIcon

import { Baby, type LucideIcon } from 'lucide-react'

export default Baby satisfies LucideIcon

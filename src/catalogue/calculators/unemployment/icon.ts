import { LifeBuoy, type LucideIcon } from 'lucide-react'

export default LifeBuoy satisfies LucideIcon

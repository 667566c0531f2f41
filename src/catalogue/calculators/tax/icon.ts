import { Receipt, type LucideIcon } from 'lucide-react'

export default Receipt satisfies LucideIcon

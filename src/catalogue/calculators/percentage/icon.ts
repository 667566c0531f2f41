import { Percent, type LucideIcon } from 'lucide-react'

export default Percent satisfies LucideIcon

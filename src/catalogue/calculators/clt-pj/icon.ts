import { BriefcaseBusiness, type LucideIcon } from 'lucide-react'

export default BriefcaseBusiness satisfies LucideIcon

import { Briefcase, type LucideIcon } from 'lucide-react'

export default Briefcase satisfies LucideIcon

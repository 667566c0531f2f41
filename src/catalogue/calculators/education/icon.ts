import { GraduationCap, type LucideIcon } from 'lucide-react'

export default GraduationCap satisfies LucideIcon

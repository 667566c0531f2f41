import { Ruler, type LucideIcon } from 'lucide-react'

export default Ruler satisfies LucideIcon

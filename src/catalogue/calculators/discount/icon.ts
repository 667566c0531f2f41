import { Tag, type LucideIcon } from 'lucide-react'

export default Tag satisfies LucideIcon

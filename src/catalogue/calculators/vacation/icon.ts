import { TreePalm, type LucideIcon } from 'lucide-react'

export default TreePalm satisfies LucideIcon

import { Landmark, type LucideIcon } from 'lucide-react'

export default Landmark satisfies LucideIcon

import { Sunset, type LucideIcon } from 'lucide-react'

export default Sunset satisfies LucideIcon

import { Cake, type LucideIcon } from 'lucide-react'

export default Cake satisfies LucideIcon

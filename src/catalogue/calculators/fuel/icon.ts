import { Fuel, type LucideIcon } from 'lucide-react'

export default Fuel satisfies LucideIcon

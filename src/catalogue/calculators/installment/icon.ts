import { CreditCard, type LucideIcon } from 'lucide-react'

export default CreditCard satisfies LucideIcon

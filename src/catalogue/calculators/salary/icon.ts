import { Wallet, type LucideIcon } from 'lucide-react'

export default Wallet satisfies LucideIcon

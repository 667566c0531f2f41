import { KeyRound, type LucideIcon } from 'lucide-react'

export default KeyRound satisfies LucideIcon

import { ClipboardCheck, type LucideIcon } from 'lucide-react'

export default ClipboardCheck satisfies LucideIcon

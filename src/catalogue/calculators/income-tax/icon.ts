import { FileText, type LucideIcon } from 'lucide-react'

export default FileText satisfies LucideIcon

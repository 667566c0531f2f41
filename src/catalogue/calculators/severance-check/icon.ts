import { FileCheck, type LucideIcon } from 'lucide-react'

export default FileCheck satisfies LucideIcon

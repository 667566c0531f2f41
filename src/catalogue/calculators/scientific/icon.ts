import { FlaskConical, type LucideIcon } from 'lucide-react'

export default FlaskConical satisfies LucideIcon

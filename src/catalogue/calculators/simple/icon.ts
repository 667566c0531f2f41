import { Calculator, type LucideIcon } from 'lucide-react'

export default Calculator satisfies LucideIcon

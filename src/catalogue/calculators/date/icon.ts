import { CalendarDays, type LucideIcon } from 'lucide-react'

export default CalendarDays satisfies LucideIcon

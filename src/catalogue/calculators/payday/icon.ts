import { CalendarCheck, type LucideIcon } from 'lucide-react'

export default CalendarCheck satisfies LucideIcon

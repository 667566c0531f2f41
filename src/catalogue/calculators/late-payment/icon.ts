import { CalendarClock, type LucideIcon } from 'lucide-react'

export default CalendarClock satisfies LucideIcon

import { CalendarHeart, type LucideIcon } from 'lucide-react'

export default CalendarHeart satisfies LucideIcon

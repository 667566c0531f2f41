import { Users, type LucideIcon } from 'lucide-react'

export default Users satisfies LucideIcon

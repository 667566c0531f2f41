import { UnderConstruction } from '@/components/under-construction.tsx'

export default function Calculator() {
  return <UnderConstruction />
}

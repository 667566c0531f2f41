import type { CalculatorId } from '@/config/calculator-ids.ts'
import { calculatorDescriptions } from '@/catalogue/descriptions.ts'

/** A calculator's sentence as a card shows it (card-description.tsx), in the sentences' chunk. */
export default function DescriptionText({ id, className }: { id: string; className: string }) {
  return <span className={className}>{calculatorDescriptions[id as CalculatorId]}</span>
}

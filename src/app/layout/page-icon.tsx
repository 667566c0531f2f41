import type { CalculatorId } from '@/config/calculator-ids.ts'
import { CalculatorIcon } from '@/components/layout/calculator-icon.tsx'

/** A calculator's icon, beside its title on a wide screen. */
export function PageIcon({ id }: { id: CalculatorId }) {
  return <CalculatorIcon id={id} className="size-7" />
}

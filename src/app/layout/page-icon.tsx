import type { CalculatorId } from '@/config/calculator-ids.ts'
import { calculatorIcons } from '@/catalogue/icons.ts'

/** A calculator's icon, beside its title on a wide screen. */
export function PageIcon({ id }: { id: CalculatorId }) {
  const Icon = calculatorIcons[id]
  return <Icon aria-hidden className="size-7" />
}

import type { CalculatorId } from '@/config/calculator-ids.ts'
import { calculatorKeywords } from '@/catalogue/keywords.ts'

/** A calculator page's meta keywords (React hoists the tag into <head>). */
export function PageKeywords({ id }: { id: CalculatorId }) {
  return <meta name="keywords" content={calculatorKeywords[id].join(', ')} />
}

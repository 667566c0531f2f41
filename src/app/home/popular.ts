import type { CalculatorId } from '@/config/calculator-ids.ts'

/** A tile of the home page's first screen: a calculator, or one of its tabs (`?modo=`). */
export type Shortcut = { id: CalculatorId; modo?: string; label: string }

/** The most used calculators, in the order of the first screen. */
export const popularShortcuts: readonly Shortcut[] = [
  { id: 'salary', label: 'Salário líquido' },
  { id: 'labor', modo: 'rescisao', label: 'Rescisão' },
  { id: 'vacation', label: 'Férias' },
  { id: 'financing', label: 'Financiamento' },
  { id: 'compound', label: 'Juros compostos' },
  { id: 'percentage', label: 'Porcentagem' },
  { id: 'bmi', label: 'IMC' },
  { id: 'labor', modo: 'horas-extras', label: 'Horas extras' },
]

/** Each shortcut with its catalogue entry. */
export function resolveShortcuts<E extends { id: string }>(
  find: (id: string) => E | undefined,
): { entry: E; shortcut: Shortcut }[] {
  return popularShortcuts.flatMap((shortcut) => {
    const entry = find(shortcut.id)
    return entry ? [{ entry, shortcut }] : []
  })
}

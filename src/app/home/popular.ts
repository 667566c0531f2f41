/** A tile of the home page's first screen: a calculator, or one of its tabs (`?modo=`). */
export type Shortcut = { id: string; modo?: string; label: string }

/**
 * The most used calculators, in the order of the first screen. A calculator the site does not
 * have yet names the tile that holds its place (`until`) until its id joins the catalogue.
 */
export const popularShortcuts: readonly (Shortcut & { until?: Shortcut })[] = [
  { id: 'salary', label: 'Salário líquido' },
  { id: 'labor', modo: 'rescisao', label: 'Rescisão' },
  {
    id: 'vacation',
    label: 'Férias',
    until: { id: 'salary', modo: 'decimo-terceiro', label: '13º salário' },
  },
  { id: 'financing', label: 'Financiamento' },
  { id: 'compound', label: 'Juros compostos' },
  { id: 'percentage', label: 'Porcentagem' },
  { id: 'bmi', label: 'IMC' },
  { id: 'labor', modo: 'horas-extras', label: 'Horas extras' },
]

/** The tiles to show today: each shortcut whose calculator exists, or what stands in for it. */
export function resolveShortcuts<E extends { id: string }>(
  find: (id: string) => E | undefined,
): { entry: E; shortcut: Shortcut }[] {
  return popularShortcuts.flatMap(({ until, ...shortcut }) => {
    const entry = find(shortcut.id)
    if (entry) return [{ entry, shortcut }]
    const standIn = until && find(until.id)
    return standIn && until ? [{ entry: standIn, shortcut: until }] : []
  })
}
